import LayoutDSL
@testable import Render
import Testing

/// `ConcentricRectangle`'s corners: fixed radii as given, concentric ones, with no container shape,
/// their minimum or square.
struct ConcentricRectangleTests {
    private func pixels(_ shape: some Shape) throws -> [UInt32] {
        try render(shape.fill(Color.red).frame(width: 60, height: 40), width: 60, height: 40).pixels
    }

    @Test func cornersFollowTheirStyles() throws {
        #expect(try pixels(ConcentricRectangle()) == pixels(Rectangle()))
        #expect(try pixels(.rect(corners: .concentric)) == pixels(Rectangle()))
        #expect(try pixels(.rect(corners: .concentric(minimum: .fixed(12)))) == pixels(RoundedRectangle(cornerRadius: 12)))
        #expect(try pixels(ConcentricRectangle(corners: .fixed(8), isUniform: true)) == pixels(RoundedRectangle(cornerRadius: 8)))
        #expect(try pixels(ConcentricRectangle(corners: 10)) == pixels(RoundedRectangle(cornerRadius: 10)))
        #expect(try pixels(ConcentricRectangle(uniformTopCorners: .fixed(14), uniformBottomCorners: .concentric))
                == pixels(UnevenRoundedRectangle(topLeadingRadius: 14, topTrailingRadius: 14)))
        #expect(try pixels(ConcentricRectangle(topLeadingCorner: .fixed(6), topTrailingCorner: .concentric(minimum: 16),
                                               bottomLeadingCorner: 0, bottomTrailingCorner: .fixed(30)))
                == pixels(UnevenRoundedRectangle(topLeadingRadius: 6, bottomLeadingRadius: 0, bottomTrailingRadius: 20,
                                                 topTrailingRadius: 16)))
        #expect(try pixels(ConcentricRectangle()) != pixels(RoundedRectangle(cornerRadius: 12)))
    }
}
