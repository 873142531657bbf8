/** A choice among the viewer's lists, labelled by what choosing one does ("Watch on", "Unwatch from", "Also watch on"). */
export function ListPicker({
  label,
  lists,
  value,
  onPick,
}: {
  label: string;
  lists: ReadonlyArray<{ id: number; name: string }>;
  value: number;
  onPick: (id: number) => void;
}) {
  return (
    <label>
      {label}{" "}
      <select
        value={value}
        onChange={(event) => onPick(Number(event.target.value))}
        className="rounded border border-slate-300 bg-white px-1"
      >
        {lists.map((list) => (
          <option key={list.id} value={list.id}>
            {list.name}
          </option>
        ))}
      </select>
    </label>
  );
}
