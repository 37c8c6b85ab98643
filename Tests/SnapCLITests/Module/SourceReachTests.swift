@testable import snap
import Testing

/// Which files a previewed file is compiled with when its folder does not compile as one module.
struct SourceReachTests {
    /// A folder of tutorial chapters: each declares `ContentView` and `Item`. Chapter 2 reaches
    /// `Badge` (its own file) and neither other chapter, which would redeclare its names; the
    /// shared `Badge` file comes along once. Of two helpers that both declare `Theme`, the first
    /// in file order is reached and the second left out.
    @Test func filesThatRedeclareTheReachedNamesAreLeftOut() {
        let reach = SourceReach(indexes: [
            "struct ContentView: View { var body: some View { Text(Item().name) } }\nstruct Item { var name = \"1\" }",
            "struct ContentView: View { var body: some View { Badge(theme: Theme()) } }\nstruct Item { var name = \"2\" }",
            "struct Badge: View { let theme: Theme; var body: some View { Text(\"b\") } }",
            "struct Theme {}",
            "struct Theme { var dark = true }\nstruct ContentView {}",
        ].map(SourceReach.Index.init(source:)))
        #expect(reach.closure(from: 1) == [1, 2, 3])
        #expect(reach.closure(from: 0) == [0])
    }

    /// Screens of one folder gathered into programs: two that each declare `NowPlayingView` go
    /// to different programs, a third that declares nothing of theirs joins the first, as does
    /// one extending `Color` with a member no other file adds; one adding `Color.brand` again
    /// cannot share a program with the first file that adds it.
    @Test func closuresGatherIntoProgramsThatDeclareNoNameTwice() {
        let reach = SourceReach(indexes: [
            "struct NowPlayingView: View { var body: some View { Text(\"a\") } }",
            "struct NowPlayingView: View { var body: some View { Text(\"b\") } }",
            "struct Inbox: View { var body: some View { Text(\"c\").foregroundStyle(Color.brand) } }",
            "extension Color { static let brand = Color.red }",
            "extension Color { static let brand = Color.blue }\nstruct Settings: View { var body: some View { Text(\"d\") } }",
        ].map(SourceReach.Index.init(source:)))
        let closures = [[0], [1], [2, 3], [4]]
        #expect(reach.groups(of: closures) == [[0, 2], [1, 3]])
    }

    /// An initializer added to a type from outside the module is reached by the label a call
    /// spells first, or by the type's name when it has none: `Color(hex:)` in another file of
    /// the folder (a real app's `Color+Hex.swift`), not the unrelated `init(rgb:)`.
    @Test func initializersOfExtendedTypesAreReachedByTheirLabel() {
        let reach = SourceReach(indexes: [
            "struct Swatch: View { var body: some View { Color(hex: 0x336699) } }",
            "extension Color { init(hex: Int) { self.init(red: 0, green: 0, blue: Double(hex & 0xFF) / 255) } }",
            "extension Color { init(rgb: [Double]) { self.init(red: rgb[0], green: rgb[1], blue: rgb[2]) } }",
            "struct Badge: View { var body: some View { Text(\"b\").foregroundStyle(Gradient(\"sunset\")) } }",
            "extension Gradient { init(_ name: String) { self.init(colors: [.orange, .pink]) } }",
        ].map(SourceReach.Index.init(source:)))
        #expect(reach.closure(from: 0) == [0, 1])
        #expect(reach.closure(from: 3) == [3, 4])
    }
}
