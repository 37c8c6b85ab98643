import Foundation
import LayoutDSL
import Testing

/// A list row's swipe actions, driven by drags on a 390-point-wide plain list: the row slides
/// and uncovers its buttons (74 points each, the first nearest the edge), stays open past half
/// their width, closes short of it, and a full swipe runs the first action; vertical strokes
/// still scroll the list.
@MainActor
@Suite(.design(.compatibility))
struct SwipeActionsTests {
    final class Log { var deleted: [String] = []; var pinned: [String] = [] }

    struct Inbox: View {
        let log: Log
        var rows = ["Alpha", "Bravo"]
        var body: some View {
            List {
                ForEach(rows, id: \.self) { name in
                    Text(name).accessibilityIdentifier(name)
                        .swipeActions {
                            Button(role: .destructive) { log.deleted.append(name) } label: { Label("Delete", systemImage: "trash") }
                            Button { } label: { Label("Flag", systemImage: "flag") }.tint(.orange)
                        }
                        .swipeActions(edge: .leading) {
                            Button { log.pinned.append(name) } label: { Label("Pin", systemImage: "pin") }.tint(.yellow)
                        }
                }
            }
            .listStyle(.plain)
        }
    }

    func host(_ log: Log, rows: [String] = ["Alpha", "Bravo"]) -> ViewHost {
        ViewHost(Inbox(log: log, rows: rows), canvasSize: CGSize(width: 390, height: 300))
    }

    /// A symbol by the name drawn: swipe actions draw the filled variant, as iOS does.
    func symbol(_ tree: ResolvedTree, _ name: String) -> CGRect? { tree.root.first { $0.type == name }?.frame }

    /// 150 points to the left in 0.2 s: released moving, the row stays open on its two buttons
    /// (148 points): the text 148 points left of its 20-point inset, Delete (red) at the trailing
    /// edge, Flag beside it; the other row does not move.
    @Test func aSwipeOpensTheRowOnItsActions() throws {
        let log = Log()
        let frames = try host(log).drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 150, y: 22), duration: 0.2, settle: 0.1)
        let tree = try #require(frames.last?.tree)
        #expect(frame(tree, "Alpha").minX == 20 - 148 && frame(tree, "Bravo").minX == 20)
        let trash = try #require(symbol(tree, "trash.fill")), flag = try #require(symbol(tree, "flag.fill"))
        #expect((316...390).contains(trash.midX) && (242...316).contains(flag.midX), "\(trash) \(flag)")
        #expect(abs(trash.midX - 353) < 0.5 && abs(flag.midX - 279) < 0.5)
        // Mid-drag the row follows the finger: 10 points in, it has moved 10.
        #expect(frame(frames[1].tree, "Alpha").minX < 20 && symbol(frames[0].tree, "trash") == nil)
        #expect(log.deleted.isEmpty && log.pinned.isEmpty)
    }

    /// A slow 30-point swipe is released short of half the actions' width: the row closes.
    @Test func aShortSwipeCloses() throws {
        let frames = try host(Log()).drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 270, y: 22), duration: 0.5, settle: 0.1)
        #expect(frame(frames[frames.count / 2].tree, "Alpha").minX < 20)
        #expect(frame(frames.last!.tree, "Alpha").minX == 20 && symbol(frames.last!.tree, "trash") == nil)
    }

    /// Past 60 % of the screen's width a full swipe runs the first action (delete) and closes.
    @Test func aFullSwipeRunsTheFirstAction() throws {
        let log = Log()
        let frames = try host(log).drag(from: CGPoint(x: 360, y: 22), to: CGPoint(x: 50, y: 22), duration: 0.3, settle: 0.1)
        #expect(log.deleted == ["Alpha"] && log.pinned.isEmpty)
        #expect(frame(frames.last!.tree, "Alpha").minX == 20)
    }

    /// A swipe to the right uncovers the leading actions at the leading edge.
    @Test func leadingActions() throws {
        let frames = try host(Log()).drag(from: CGPoint(x: 100, y: 22), to: CGPoint(x: 200, y: 22), duration: 0.2, settle: 0.1)
        let tree = try #require(frames.last?.tree)
        #expect(frame(tree, "Alpha").minX == 20 + 74 && symbol(tree, "trash.fill") == nil)
        #expect(abs((symbol(tree, "pin.fill")?.midX ?? 0) - 37) < 0.5)
    }

    /// A vertical stroke over a row scrolls the list and leaves the rows where they are.
    @Test func verticalStrokesStillScroll() throws {
        let rows = (0..<30).map { "Row \($0)" }
        let frames = try host(Log(), rows: rows).drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 190, y: 150), duration: 0.1, settle: 0.1)
        #expect((frames.last?.offset?.y ?? 0) > 90)
        #expect(frame(frames.last!.tree, "Row 5").minX == 20)
    }
}
