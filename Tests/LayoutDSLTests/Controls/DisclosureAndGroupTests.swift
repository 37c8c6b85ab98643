@testable import LayoutDSL
import Testing

/// DisclosureGroup (a tap toggles, the chevron turns), ControlGroup (equal parts of one
/// container), ColorPicker (the 28-pt swatch), Menu and ShareLink (closed buttons).
struct DisclosureAndGroupTests {
    struct Disclosure: View {
        var body: some View {
            DisclosureGroup {
                Color.gray.frame(width: 50, height: 30).accessibilityIdentifier("content")
            } label: {
                Color.blue.frame(width: 80, height: 20).accessibilityIdentifier("label")
            }
            .frame(width: 300)
        }
    }

    @Test func disclosureToggles() throws {
        let host = ViewHost(Disclosure(), canvasSize: CGSize(width: 300, height: 200))
        var tree = try host.update()
        #expect(tree.node(id: "content") == nil)
        let label = frame(tree, "label")
        #expect(tree.allNodes.first { $0.type == "chevron.right" }?.rotationDegrees == 0)
        tree = try host.tap(at: CGPoint(x: 150, y: label.midY))
        host.advanceTime(to: host.time + 1)
        tree = try host.update()
        #expect(frame(tree, "content").minY == frame(tree, "label").maxY + 8)
        #expect(abs((tree.allNodes.first { $0.type == "chevron.right" }?.rotationDegrees ?? 0) - 90) < 0.001)
        tree = try host.tap(at: CGPoint(x: 150, y: frame(tree, "label").midY))
        host.advanceTime(to: host.time + 1)
        #expect(try host.update().node(id: "content") == nil)
    }

    @Test func disclosureSizes() throws {
        let open = DisclosureGroup(isExpanded: .constant(true)) { Color.gray.frame(width: 50, height: 30) } label: { Color.blue.frame(width: 80, height: 20) }
        #expect(try size(of: open, proposing: 300, 300) == CGSize(width: 300, height: 20 + 8 + 30))
        let closed = DisclosureGroup(isExpanded: .constant(false)) { Color.gray.frame(width: 50, height: 30) } label: { Color.blue.frame(width: 80, height: 20) }
        #expect(try size(of: closed, proposing: 300, 300) == CGSize(width: 300, height: 20))
    }

    /// Three controls in equal thirds, each padded by the regular bordered insets (7, 12).
    @Test func controlGroupSizes() throws {
        let group = ControlGroup {
            Color.gray.frame(width: 20, height: 10)
            Color.gray.frame(width: 40, height: 10)
            Color.gray.frame(width: 30, height: 10)
        }
        #expect(try size(of: group, proposing: 300, 100) == CGSize(width: 300, height: 24))
        #expect(try size(of: group, proposing: nil, nil) == CGSize(width: 44 + 64 + 54, height: 24))
        let tree = try resolve(group.frame(width: 300), 300, 100)
        #expect(tree.allNodes.filter { $0.type == "RoundedRectangle" }.count == 1)
        #expect(tree.allNodes.filter { $0.type == "Color" && $0.frame.width == 1 }.count == 2)
    }

    @Test func colorPickerSizes() throws {
        let bare = ColorPicker("Tint", selection: .constant(.red)).labelsHidden()
        for (width, height) in nilZeroInfinite + [(300, 300)] {
            #expect(try measured(bare, proposing: width, height) == CGSize(width: 28, height: 28))
        }
        #expect(try size(of: ColorPicker("Tint", selection: .constant(.red)), proposing: 300, 100).width == 300)
    }

    @Test func menuAndShareLinkRunAsButtons() throws {
        final class Log { var count = 0 }
        let log = Log()
        let view = VStack {
            Menu { Button("A") {} } label: { Color.gray.frame(width: 60, height: 30) } primaryAction: { log.count += 1 }
            ShareLink(item: "text")
        }
        let host = ViewHost(view, canvasSize: CGSize(width: 300, height: 200))
        let tree = try host.update()
        #expect(tree.allNodes.contains { $0.type == "square.and.arrow.up" })
        #expect(tree.allNodes.contains { $0.text == "Share" })
        #expect(!tree.allNodes.contains { $0.text == "A" })
        let menu = try #require(tree.allNodes.first { $0.type == "Color" })
        _ = try host.tap(at: CGPoint(x: menu.frame.midX, y: menu.frame.midY))
        #expect(log.count == 1)
    }
}
