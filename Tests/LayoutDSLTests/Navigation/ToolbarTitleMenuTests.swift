@testable import LayoutDSL
import Testing

/// A menu behind the navigation title (`ToolbarTitleMenu`, `toolbarTitleMenu(content:)`), in iOS
/// 18's design.
@Suite(.design(.compatibility))
struct ToolbarTitleMenuTests {
    private struct Meeting: View {
        let inline: Bool
        let asToolbarContent: Bool
        @State var log = "none"
        var body: some View {
            NavigationStack {
                Text("Log: \(log)")
                    .navigationTitle("Team Sync")
                    .navigationBarTitleDisplayMode(inline ? .inline : .large)
                    .modifier(TitleMenu(asToolbarContent: asToolbarContent, log: $log))
            }
        }
    }

    private struct TitleMenu: ViewModifier {
        let asToolbarContent: Bool
        @Binding var log: String
        func body(content: Content) -> some View {
            if asToolbarContent {
                content.toolbar { ToolbarTitleMenu { Button("Rename") { log = "rename" } } }
            } else {
                content.toolbarTitleMenu { Button("Rename") { log = "rename" } }
            }
        }
    }

    /// The inline title gets the 20-point indicator 6 points after it, centred on its line; a tap
    /// on the title opens the menu below it, centred on title and indicator, the two at half
    /// opacity; a row runs.
    @Test(arguments: [false, true])
    func inlineTitleOpensItsMenu(asToolbarContent: Bool) throws {
        let host = iPhone16Host(Meeting(inline: true, asToolbarContent: asToolbarContent))
        let closed = try host.update()
        let title = try #require(closed.allNodes.first { $0.text == "Team Sync" }).frame
        let indicator = try #require(closed.allNodes.first {
            $0.frame.width == 20 && $0.frame.height == 20 && abs($0.frame.minX - (title.maxX + 6)) < 0.01
        }).frame
        #expect(abs(indicator.midY - title.midY) < 0.01)
        #expect(!closed.allNodes.contains { $0.text == "Rename" })
        let open = try host.tap(at: CGPoint(x: title.midX, y: title.midY))
        let rename = try #require(open.allNodes.first { $0.text == "Rename" }).frame
        // While open, the title and indicator are at half opacity (the control's alpha 0.5).
        func faded(_ tree: ResolvedTree) -> Bool {
            tree.allNodes.contains { $0.opacity == 0.5 && abs($0.frame.minX - title.minX) < 0.01 && abs($0.frame.maxX - indicator.maxX) < 0.01 }
        }
        #expect(faded(open) && !faded(closed))
        #expect(rename.minY > title.maxY)
        let control = title.union(indicator)
        #expect(abs((rename.minX - 16 - 32 + 16 + 125) - control.midX) < 1 || abs((rename.minX - 16 + 125) - control.midX) < 1)
        let chosen = try host.tap(at: CGPoint(x: rename.midX, y: rename.midY))
        #expect(chosen.allNodes.contains { $0.text == "Log: rename" })
    }

    /// A large title has no indicator: the menu belongs to the inline title.
    @Test func largeTitleHasNoIndicator() throws {
        let tree = try iPhone16Host(Meeting(inline: false, asToolbarContent: false)).update()
        let titles = tree.allNodes.filter { $0.text == "Team Sync" }
        #expect(!titles.isEmpty)
        #expect(!tree.allNodes.contains { node in titles.contains { abs(node.frame.minX - ($0.frame.maxX + 6)) < 0.01 && node.frame.width == 20 } })
    }
}
