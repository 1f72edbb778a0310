/** What the grid's badges and prices mean, in words beside them. */
export function RatesLegend() {
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
      <div className="flex gap-1">
        <dt className="font-bold text-ink">$150</dt>
        <dd>set in the grid</dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-slate-600">$120</dt>
        <dd>the plan’s default</dd>
      </div>
      <div className="flex gap-1">
        <dt className="font-semibold whitespace-nowrap text-emerald-800">guest $108</dt>
        <dd>what the guest pays after the room’s Discount</dd>
      </div>
      <div className="flex gap-1">
        <dt className="font-semibold">min / max</dt>
        <dd>shortest / longest stay arriving that night</dd>
      </div>
      <div className="flex gap-1">
        <dt className="font-semibold">CTA / CTD</dt>
        <dd>closed to arrival / departure</dd>
      </div>
      <div className="flex gap-1">
        <dt className="font-semibold">Closed</dt>
        <dd>not sold</dd>
      </div>
    </dl>
  );
}
