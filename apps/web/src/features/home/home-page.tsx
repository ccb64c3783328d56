// Placeholder until this screen is built.
export default function Page() {
  return <h1>home-page</h1>;
}
