// Placeholder until this screen is built.
export default function Page() {
  return <h1>admin-dashboard-page</h1>;
}
