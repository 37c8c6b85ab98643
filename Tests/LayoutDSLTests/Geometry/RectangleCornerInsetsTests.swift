import Foundation
@testable import LayoutDSL
import Testing

/// iOS 26's corner insets: an edge grows by the larger of its two corners, only the edges asked
/// for; a full-screen container's corners are empty.
struct RectangleCornerInsetsTests {
    static let corners = RectangleCornerInsets(topLeading: CGSize(width: 70, height: 28), topTrailing: CGSize(width: 10, height: 12),
                                               bottomLeading: CGSize(width: 4, height: 6), bottomTrailing: CGSize(width: 20, height: 30))

    @Test func edgesGrowByTheLargerCorner() {
        let base = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(base.inset(by: Self.corners) == EdgeInsets(top: 29, leading: 72, bottom: 33, trailing: 24))
        #expect(base.inset(by: Self.corners, edges: .top) == EdgeInsets(top: 29, leading: 2, bottom: 3, trailing: 4))
        #expect(base.inset(by: Self.corners, edges: .horizontal) == EdgeInsets(top: 1, leading: 72, bottom: 3, trailing: 24))
        #expect(base.inset(by: RectangleCornerInsets()) == base)
    }

    @Test func fullScreenContainersHaveNoCornerInsets() throws {
        let tree = try resolve(GeometryReader { proxy in
            Text(proxy.containerCornerInsets == RectangleCornerInsets() ? "no corners" : "corners")
        }.containerCornerOffset(.top, sizeToFit: true), 393, 852)
        #expect(tree.allNodes.compactMap(\.text) == ["no corners"])
    }
}
