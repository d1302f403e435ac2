import { CITIES } from '@roomsetu/shared';

export function App() {
  return (
    <main>
      <h1>RoomSetu</h1>
      <ul>
        {CITIES.map((c) => (
          <li key={c.value}>{c.label}</li>
        ))}
      </ul>
    </main>
  );
}
