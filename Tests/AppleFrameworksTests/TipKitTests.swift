import Foundation
import LayoutDSL
import Testing
@testable import TipKit

/// Tips display as on iOS (after `Tips.configure()`, while their rules hold) and draw as iOS 17's cards.
@Suite(.serialized)
struct TipKitTests {
    struct FavoriteTip: Tip {
        @Parameter static var isLoggedIn: Bool = false
        static let didOpen = Tips.Event(id: "didOpen")

        var title: Text { Text("Save as a Favorite") }
        var message: Text? { Text("Your favorite backyards always appear at the top of the list.") }
        var image: Image? { Image(systemName: "star") }
        var actions: [Action] { [Action(id: "learn", title: "Learn More")] }
        var rules: [Rule] {
            #Rule(Self.$isLoggedIn) { $0 == true }
            #Rule(Self.didOpen) { $0.donations.count >= 2 }
        }
        var options: [any TipOption] { MaxDisplayCount(3) }
    }

    struct PlainTip: Tip {
        var title: Text { Text("Plain") }
    }

    private func reset() throws {
        try Tips.resetDatastore()
        Tips.locked { $0.isConfigured = false; $0.allOverride = nil; $0.shownTypes = []; $0.hiddenTypes = [] }
    }

    private func tree(_ view: some View) throws -> ResolvedTree {
        try ViewHost(view, canvasSize: CGSize(width: 393, height: 300)).update()
    }

    @Test func nothingDisplaysBeforeConfigure() throws {
        try reset()
        #expect(PlainTip().status == .pending && !PlainTip().shouldDisplay)
        let empty = try tree(VStack { TipView(PlainTip()).accessibilityIdentifier("tip") })
        #expect(!empty.allNodes.compactMap(\.text).contains("Plain"))
        try Tips.configure([.displayFrequency(.immediate), .datastoreLocation(.applicationDefault)])
        #expect(PlainTip().shouldDisplay && PlainTip().id == "PlainTip")
    }

    @Test func rulesDecideUntilTheTipIsInvalidated() async throws {
        try reset()
        try Tips.configure()
        let tip = FavoriteTip()
        #expect(tip.status == .pending)
        FavoriteTip.isLoggedIn = true
        await FavoriteTip.didOpen.donate()
        #expect(!tip.shouldDisplay && FavoriteTip.didOpen.donations.count == 1)
        FavoriteTip.didOpen.sendDonation()
        #expect(tip.shouldDisplay && FavoriteTip.$isLoggedIn.wrappedValue)
        tip.invalidate(reason: .actionPerformed)
        #expect(tip.status == .invalidated(.actionPerformed))
        try Tips.resetDatastore()
        #expect(tip.status == .pending && !FavoriteTip.isLoggedIn)
    }

    @Test func testingCallsOverrideTheRules() throws {
        try reset()
        Tips.showAllTipsForTesting()
        #expect(FavoriteTip().shouldDisplay)
        Tips.hideTipsForTesting([FavoriteTip.self])
        #expect(!FavoriteTip().shouldDisplay && PlainTip().shouldDisplay)
        Tips.hideAllTipsForTesting()
        #expect(!PlainTip().shouldDisplay)
    }

    @Test func tipViewDrawsACardWithItsParts() throws {
        try reset()
        Tips.showTipsForTesting([FavoriteTip.self])
        let tree = try tree(VStack { TipView(FavoriteTip()).accessibilityIdentifier("tip"); Spacer() }.padding())
        let node = try #require(tree.node(id: "tip"))
        let texts = tree.allNodes.compactMap(\.text)
        #expect(texts.contains("Save as a Favorite") && texts.contains("Learn More"))
        #expect(texts.contains("Your favorite backyards always appear at the top of the list."))
        #expect(node.size.width == 393 - 32 && node.size.height > 2 * TipViewMetrics.padding + 40)
    }

    @Test func popoverTipShowsOnlyWhileTheTipDisplays() throws {
        try reset()
        let hidden = try tree(Button("Favorite") {}.popoverTip(PlainTip()))
        #expect(!hidden.allNodes.compactMap(\.text).contains("Plain"))
        Tips.showAllTipsForTesting()
        let shown = try tree(Button("Favorite") {}.popoverTip(PlainTip(), arrowEdge: .top))
        #expect(shown.allNodes.compactMap(\.text).contains("Plain"))
    }
}
