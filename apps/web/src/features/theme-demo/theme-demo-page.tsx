// Placeholder until this screen is built.
export default function Page() {
  return <h1>theme-demo-page</h1>;
}
