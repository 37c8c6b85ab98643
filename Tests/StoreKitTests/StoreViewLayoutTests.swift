import LayoutDSL
import Render
@testable import StoreKit
import Testing

/// The store views drawn at rest, with real text (Render's environment at 2x), on an iPhone-wide
/// canvas.
struct StoreViewLayoutTests {
    private func tree<V: View>(_ view: V, height: CGFloat) throws -> ResolvedTree {
        try ViewHost(view, canvasSize: CGSize(width: 390, height: height), environment: .rendering(scale: 2)).update()
    }

    private func frame(_ tree: ResolvedTree, text: String) throws -> CGRect {
        try #require(tree.allNodes.first { $0.text == text }).frame
    }

    /// Regular style: the 60 pt icon, the name over the description 12 pt after it, and the price
    /// in a capsule on the trailing side, the row centred in the canvas.
    @Test func regularProductView() throws {
        let tree = try tree(ProductView(id: "com.app.pro.lifetime") {
            Color.red.accessibilityIdentifier("icon")
        }.accessibilityIdentifier("product"), height: 200)
        #expect(tree.node(id: "product")?.frame == CGRect(x: 0, y: 70, width: 390, height: 60))
        #expect(tree.node(id: "icon")?.frame == CGRect(x: 0, y: 70, width: 60, height: 60))
        #expect(try frame(tree, text: "Pro Lifetime") == CGRect(x: 72, y: 79.75, width: 94.5, height: 20.5))
        #expect(try frame(tree, text: "Description of Pro Lifetime") == CGRect(x: 72, y: 102.25, width: 181, height: 18))
        #expect(try frame(tree, text: "$4.99") == CGRect(x: 337.5, y: 91, width: 42.5, height: 18))
        // The bordered prominent button, a capsule 26 pt tall (small control size), centred on the row.
        #expect(tree.allNodes.first { $0.type == "ButtonBorderShape" }?.frame == CGRect(x: 327.5, y: 87, width: 62.5, height: 26))
    }

    /// No icon and no promotional icon: nothing is left for one.
    @Test func productViewWithoutIconStartsWithItsName() throws {
        let tree = try tree(ProductView(id: "com.app.unlock"), height: 200)
        #expect(try frame(tree, text: "Unlock").minX == 0)
        let withPlaceholder = try self.tree(ProductView(id: "com.app.unlock", prefersPromotionalIcon: true), height: 200)
        #expect(try frame(withPlaceholder, text: "Unlock").minX == 72)
    }

    /// The picker: the group's name under the app icon at the top; the options as cards, the
    /// subscribe button and the asked-for auxiliary buttons at the bottom.
    @Test func subscriptionStoreView() throws {
        let tree = try tree(SubscriptionStoreView(productIDs: ["com.app.pro.monthly", "com.app.pro.yearly"])
            .storeButton(.visible, for: .restorePurchases, .policies)
            .accessibilityIdentifier("store"), height: 844)
        #expect(tree.node(id: "store")?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(try frame(tree, text: "Pro") == CGRect(x: 173, y: 124, width: 44, height: 33.5))
        let cards = tree.allNodes.filter { $0.type == "RoundedRectangle" }.map(\.frame)
        #expect(cards.contains(CGRect(x: 155, y: 32, width: 80, height: 80)))
        #expect(cards.contains(CGRect(x: 20, y: 560.5, width: 350, height: 68.5)))
        #expect(cards.contains(CGRect(x: 20, y: 639, width: 350, height: 68.5)))
        #expect(try frame(tree, text: "Pro Monthly") == CGRect(x: 34, y: 574.5, width: 96, height: 20.5))
        #expect(try frame(tree, text: "$4.99/month") == CGRect(x: 34, y: 597, width: 89, height: 18))
        #expect(try frame(tree, text: "$4.99/year") == CGRect(x: 34, y: 675.5, width: 75, height: 18))
        #expect(try frame(tree, text: "Subscribe") == CGRect(x: 154.75, y: 737.5, width: 80.5, height: 20.5))
        #expect(try frame(tree, text: "Restore Purchases") == CGRect(x: 138.5, y: 788, width: 113, height: 16))
        #expect(try frame(tree, text: "Terms of Service") == CGRect(x: 92, y: 812, width: 102, height: 16))
        #expect(try frame(tree, text: "Privacy Policy") == CGRect(x: 214, y: 812, width: 84, height: 16))
    }

    /// Automatic visibility hides restore purchases; the buttons style has a button per option and no
    /// "Subscribe"; marketing content replaces the group's name.
    @Test func subscriptionStoreStylesAndContent() throws {
        let tree = try tree(SubscriptionStoreView(productIDs: ["com.app.pro.monthly", "com.app.pro.yearly"]) {
            Text("Go Pro")
        }
        .subscriptionStoreControlStyle(.buttons), height: 844)
        let texts = tree.allNodes.compactMap(\.text)
        #expect(texts.contains("Go Pro") && !texts.contains("Pro"))
        #expect(!texts.contains("Subscribe") && !texts.contains("Restore Purchases"))
        #expect(texts.filter { $0 == "$4.99/month" || $0 == "$4.99/year" }.count == 2)
        #expect(texts.contains("Pro Monthly") && texts.contains("Pro Yearly"))
    }

    /// A store view lists its products with their names and prices.
    @Test func storeViewListsProducts() throws {
        let tree = try tree(StoreView(ids: ["com.app.coins", "com.app.unlock"]), height: 600)
        let texts = tree.allNodes.compactMap(\.text)
        #expect(texts.contains("Coins") && texts.contains("Unlock"))
        #expect(texts.filter { $0 == "$4.99" }.count == 2)
    }
}
