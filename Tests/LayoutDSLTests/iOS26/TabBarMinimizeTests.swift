@testable import LayoutDSL
import Testing

/// `tabBarMinimizeBehavior(_:)` on an iPhone with the Liquid Glass design: the bar minimizes
/// "when downwards scrolling starts" and expands "when scrolling back up" (Apple's
/// documentation of `TabBarMinimizeBehavior.onScrollDown` and UIKit's
/// `UITabBarController.MinimizeBehavior.onScrollDown`). Minimized on a 402 x 874 pt screen (a native
/// SwiftUI demo, docs/reference/ios26-design.md): the selected tab a 48 pt glass circle at
/// (28, 798), the accessory inline at (88, 798, 226, 48), the search tab a circle at (326, 798).
@Suite(.design(.liquidGlass))
struct TabBarMinimizeTests {
    private struct PlacementProbe: View {
        @Environment(\.tabViewBottomAccessoryPlacement) private var placement
        var body: some View { Color.red.accessibilityIdentifier(placement == .inline ? "inline" : "expanded") }
    }

    struct Music: View {
        var behavior: TabBarMinimizeBehavior = .onScrollDown
        var accessory = true
        var searchTab = true
        var body: some View {
            TabView {
                Tab("Home", systemImage: "house") {
                    ScrollView {
                        LazyVStack { ForEach(0..<60) { Text("Row \($0)").frame(height: 44) } }
                    }
                }
                Tab("Library", systemImage: "square.stack") { Color.clear }
                if searchTab { Tab(role: .search) { Color.clear.accessibilityIdentifier("search") } }
            }
            .tabViewBottomAccessory(isEnabled: accessory) { PlacementProbe() }
            .tabBarMinimizeBehavior(behavior)
        }
    }

    private func host(_ view: Music, design: SystemDesign = .liquidGlass) -> ViewHost {
        var environment = EnvironmentValues()
        environment.ownSystemDesign = design
        let host = ViewHost(view, canvasSize: CGSize(width: 402, height: 874), environment: environment)
        host.safeAreaInsets = EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0)
        return host
    }

    private static let idleCapsule = CGRect(x: 21, y: 791, width: 402 - 42 - 62 - 8, height: 62)
    private static let circle = CGRect(x: 28, y: 798, width: 48, height: 48)
    private static let searchCircle = CGRect(x: 326, y: 798, width: 48, height: 48)

    private func isMinimized(_ tree: ResolvedTree) -> Bool {
        let frames = tree.allNodes.map(\.frame)
        #expect(frames.contains(Self.circle) != frames.contains(Self.idleCapsule), "one bar at a time")
        return frames.contains(Self.circle)
    }

    @Test func scrollingDownMinimizesAndScrollingUpExpands() throws {
        let host = host(Music())
        let rest = try host.update()
        #expect(!isMinimized(rest))
        // Expanded: the accessory spans the bar's width 8 pt above it.
        #expect(rest.node(id: "expanded")?.frame == CGRect(x: 21, y: 791 - 8 - 48, width: 360, height: 48))

        host.setScrollOffset(CGPoint(x: 0, y: 300))
        let down = try host.update()
        #expect(isMinimized(down))
        #expect(down.node(id: "inline")?.frame == CGRect(x: 88, y: 798, width: 226, height: 48))
        #expect(down.node(id: "expanded") == nil)
        #expect(down.allNodes.contains { $0.frame == Self.searchCircle })

        host.setScrollOffset(CGPoint(x: 0, y: 280))
        #expect(try !isMinimized(host.update()))
        host.setScrollOffset(CGPoint(x: 0, y: 400))
        #expect(try isMinimized(host.update()))
        // A tap on the tab's circle expands the bar; the search tab's circle selects it.
        #expect(try !isMinimized(host.tap(at: CGPoint(x: 52, y: 822))))
        host.setScrollOffset(CGPoint(x: 0, y: 500))
        #expect(try isMinimized(host.update()))
        #expect(try host.tap(at: CGPoint(x: 350, y: 822)).node(id: "search") != nil)
    }

    /// Without an accessory the minimized bar is the circles alone; without a search tab, the
    /// accessory runs to the trailing margin (402 − 28).
    @Test func theMinimizedBarHoldsWhatTheTabViewHas() throws {
        let alone = host(Music(accessory: false, searchTab: false))
        alone.setScrollOffset(CGPoint(x: 0, y: 300))
        let tree = try alone.update()
        #expect(isMinimized(tree))
        #expect(tree.node(id: "inline") == nil && tree.node(id: "expanded") == nil)
        #expect(!tree.allNodes.contains { $0.frame == Self.searchCircle })

        let noSearch = host(Music(searchTab: false))
        noSearch.setScrollOffset(CGPoint(x: 0, y: 300))
        #expect(try noSearch.update().node(id: "inline")?.frame == CGRect(x: 88, y: 798, width: 286, height: 48))
    }

    /// `.onScrollUp` minimizes the other way round; `.automatic` and `.never` never minimize, nor
    /// does the iOS 18 design's bar, nor rubber-banding past the top.
    @Test func otherBehaviorsAndDesigns() throws {
        let up = host(Music(behavior: .onScrollUp))
        up.setScrollOffset(CGPoint(x: 0, y: 300))
        #expect(try !isMinimized(up.update()))
        up.setScrollOffset(CGPoint(x: 0, y: 100))
        #expect(try isMinimized(up.update()))

        for behavior in [TabBarMinimizeBehavior.automatic, .never] {
            let host = host(Music(behavior: behavior))
            host.setScrollOffset(CGPoint(x: 0, y: 300))
            #expect(try !isMinimized(host.update()))
        }
        let pulled = host(Music())
        pulled.setScrollOffset(CGPoint(x: 0, y: -80))
        #expect(try !isMinimized(pulled.update()))

        let compatibility = host(Music(), design: .compatibility)
        compatibility.setScrollOffset(CGPoint(x: 0, y: 300))
        let tree = try compatibility.update()
        #expect(!tree.allNodes.contains { $0.frame == Self.circle })
        // Over iOS 18's 49 pt bar (above the 34 pt safe area), 20 pt from the sides.
        #expect(tree.node(id: "expanded")?.frame == CGRect(x: 20, y: 874 - 34 - 49 - 8 - 48, width: 362, height: 48))
    }
}
