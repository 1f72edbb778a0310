/** Prometheus's text format read back as metric families with their samples (metrics tests). */
declare module 'parse-prometheus-text-format' {
  export default function parsePrometheusTextFormat(text: string): {
    name: string;
    help: string;
    type: string;
    metrics: {
      labels?: Record<string, string>;
      value?: string;
      count?: string;
      sum?: string;
    }[];
  }[];
}
