import LayoutDSL
import Testing

/// Each unary layout states one rule: what it proposes to its subview, the size it takes, and
/// where the subview goes. Exact frames of the modifier and its subview, on a 200 x 200 canvas
/// (the root is centred on it).
struct UnaryLayoutTests {
    func frames<V: View>(_ view: V, _ width: CGFloat = 200, _ height: CGFloat = 200) throws -> (modifier: CGRect, child: CGRect) {
        let tree = try resolve(view, width, height)
        return (tree.root.frame, try #require(tree.root.children.first).frame)
    }

    /// R6: fixed dimensions are proposed and taken; the subview is aligned by the frame's alignment.
    @Test func fixedFrame() throws {
        let (frame, child) = try frames(Color.red.frame(width: 30, height: 20).frame(width: 100, height: 60, alignment: .topLeading))
        #expect(frame == rect(50, 70, 100, 60))
        #expect(child == rect(50, 70, 30, 20))
    }

    /// R6: a missing dimension passes the proposal through and adopts the subview's answer.
    @Test func fixedFrameWithOneDimension() throws {
        let (frame, child) = try frames(Color.red.frame(width: 100))
        #expect(frame == rect(50, 0, 100, 200))
        #expect(child == frame)
    }

    /// R7: the subview is proposed the proposal clamped to [min, max]; with both bounds the frame
    /// takes the clamped proposal, and the subview is aligned in it.
    @Test func flexibleFrame() throws {
        let (frame, child) = try frames(Color.red.frame(width: 10, height: 10).frame(minWidth: 40, maxWidth: 60, alignment: .trailing))
        #expect(frame == rect(70, 95, 60, 10))
        #expect(child == rect(120, 95, 10, 10))
    }

    /// R8: the subview is proposed the proposal less the insets and placed inside them.
    @Test func padding() throws {
        let (frame, child) = try frames(Color.red.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), 100, 50)
        #expect(frame == rect(0, 0, 100, 50))
        #expect(child == rect(2, 1, 94, 46))
    }

    /// R15: the fixed axis is proposed nil (the subview's ideal); the other passes through.
    @Test func fixedSize() throws {
        let (frame, child) = try frames(Color.red.frame(idealWidth: 30, idealHeight: 20).fixedSize(horizontal: true, vertical: false))
        #expect(frame == rect(85, 0, 30, 200))
        #expect(child == frame)
    }

    /// R14: fit proposes the largest size of the ratio inside the proposal, fill the smallest
    /// that covers it; the modifier takes the subview's size and centres it.
    @Test func aspectRatio() throws {
        let fit = try frames(Color.red.aspectRatio(2, contentMode: .fit), 100, 100)
        #expect(fit.modifier == rect(0, 25, 100, 50))
        #expect(fit.child == fit.modifier)
        let fill = try frames(Color.red.aspectRatio(2, contentMode: .fill), 100, 100)
        #expect(fill.modifier == rect(-50, 0, 200, 100))
        #expect(fill.child == fill.modifier)
    }

    /// R12: the modifier takes the whole proposal and centres the subview on the point.
    @Test func position() throws {
        let (frame, child) = try frames(Color.red.frame(width: 10, height: 20).position(x: 30, y: 40), 100, 100)
        #expect(frame == rect(0, 0, 100, 100))
        #expect(child == rect(25, 30, 10, 20))
    }
}
