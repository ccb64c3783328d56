// Placeholder until this screen is built.
export default function Page() {
  return <h1>dashboard-page</h1>;
}
