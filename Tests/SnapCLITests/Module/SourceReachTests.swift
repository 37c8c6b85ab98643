@testable import snap
import Testing

/// Which files a previewed file is compiled with when its folder does not compile as one module.
struct SourceReachTests {
    /// A folder of tutorial chapters: each declares `ContentView` and `Item`. Chapter 2 reaches
    /// `Badge` (its own file) and neither other chapter, which would redeclare its names; the
    /// shared `Badge` file comes along once. Of two helpers that both declare `Theme`, the first
    /// in file order is reached and the second left out.
    @Test func filesThatRedeclareTheReachedNamesAreLeftOut() {
        let reach = SourceReach(sources: [
            "struct ContentView: View { var body: some View { Text(Item().name) } }\nstruct Item { var name = \"1\" }",
            "struct ContentView: View { var body: some View { Badge(theme: Theme()) } }\nstruct Item { var name = \"2\" }",
            "struct Badge: View { let theme: Theme; var body: some View { Text(\"b\") } }",
            "struct Theme {}",
            "struct Theme { var dark = true }\nstruct ContentView {}",
        ])
        #expect(reach.closure(from: 1) == [1, 2, 3])
        #expect(reach.closure(from: 0) == [0])
    }
}
