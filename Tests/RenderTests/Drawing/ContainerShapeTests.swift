import LayoutDSL
@testable import Render
import Testing

/// Container shapes (`containerShape(_:)`, a device's screen, a widget): `ContainerRelativeShape`
/// takes the container's shape inset to its frame, `ConcentricRectangle`'s concentric corners
/// take the container's radius less the distance between the corners (Apple's documentation of
/// both and of `Edge.Corner.Style.concentric`), drawn and clipped alike, at exact pixels.
struct ContainerShapeTests {
    private func pixels(_ view: some View, width: CGFloat = 100, height: CGFloat = 80) throws -> [UInt32] {
        try render(view.frame(width: width, height: height), width: width, height: height).pixels
    }

    @Test func aContainerRelativeShapeIsTheContainerInsetToItsFrame() throws {
        let inside = ContainerRelativeShape().fill(Color.red).padding(10).containerShape(RoundedRectangle(cornerRadius: 30))
        let expected = RoundedRectangle(cornerRadius: 20).fill(Color.red).padding(10)
        #expect(try pixels(inside) == pixels(expected))
        // Unevenly inset, by the smallest distance to the container's edges.
        let uneven = ContainerRelativeShape().fill(Color.red).padding(.top, 24).padding([.leading, .trailing, .bottom], 8)
            .containerShape(RoundedRectangle(cornerRadius: 30))
        #expect(try pixels(uneven) == pixels(RoundedRectangle(cornerRadius: 22).fill(Color.red).padding(.top, 24)
                                                .padding([.leading, .trailing, .bottom], 8)))
        // With no container shape, a rectangle, as Apple documents.
        #expect(try pixels(ContainerRelativeShape().fill(Color.red).padding(10)) == pixels(Rectangle().fill(Color.red).padding(10)))
    }

    @Test func theContainerKeepsItsCornerStyleAndFollowsACapsule() throws {
        let circular = ContainerRelativeShape().fill(Color.red).padding(6)
            .containerShape(RoundedRectangle(cornerRadius: 26, style: .circular))
        #expect(try pixels(circular) == pixels(RoundedRectangle(cornerRadius: 20, style: .circular).fill(Color.red).padding(6)))
        let inCapsule = ContainerRelativeShape().fill(Color.red).padding(6).containerShape(Capsule())
        #expect(try pixels(inCapsule, height: 60) == pixels(Capsule().fill(Color.red).padding(6), height: 60))
    }

    @Test func concentricCornersTakeTheContainersRadiusLessTheDistanceBetweenCorners() throws {
        func padded(_ shape: some Shape) -> some View {
            shape.fill(Color.red).padding(EdgeInsets(top: 20, leading: 10, bottom: 4, trailing: 4))
        }
        // Top leading: 30 − max(10, 20); top trailing: 30 − 20; bottom leading: 30 − 10;
        // bottom trailing: 30 − 4.
        let concentric = padded(ConcentricRectangle()).containerShape(RoundedRectangle(cornerRadius: 30))
        #expect(try pixels(concentric) == pixels(padded(UnevenRoundedRectangle(
            topLeadingRadius: 10, bottomLeadingRadius: 20, bottomTrailingRadius: 26, topTrailingRadius: 10))))
        // A minimum holds where the container's radius runs out; a fixed corner ignores it.
        let minimum = padded(ConcentricRectangle(uniformTopCorners: .concentric(minimum: 14), uniformBottomCorners: .fixed(6)))
            .containerShape(RoundedRectangle(cornerRadius: 30))
        #expect(try pixels(minimum) == pixels(padded(UnevenRoundedRectangle(
            topLeadingRadius: 14, bottomLeadingRadius: 6, bottomTrailingRadius: 6, topTrailingRadius: 14))))
        // Each corner of an uneven container.
        let uneven = ConcentricRectangle().fill(Color.red).padding(8)
            .containerShape(UnevenRoundedRectangle(topLeadingRadius: 40, bottomLeadingRadius: 0, bottomTrailingRadius: 20,
                                                   topTrailingRadius: 8))
        #expect(try pixels(uneven) == pixels(UnevenRoundedRectangle(topLeadingRadius: 32, bottomTrailingRadius: 12)
                                                .fill(Color.red).padding(8)))
    }

    @Test func theNearestContainerWinsAndClipsFollowIt() throws {
        let nested = ContainerRelativeShape().fill(Color.red).padding(4).containerShape(RoundedRectangle(cornerRadius: 12))
            .padding(6).containerShape(RoundedRectangle(cornerRadius: 40))
        #expect(try pixels(nested) == pixels(RoundedRectangle(cornerRadius: 8).fill(Color.red).padding(4).padding(6)))
        let clipped = Color.red.clipShape(ContainerRelativeShape()).padding(10).containerShape(RoundedRectangle(cornerRadius: 30))
        #expect(try pixels(clipped) == pixels(Color.red.clipShape(RoundedRectangle(cornerRadius: 20)).padding(10)))
        let background = Color.clear.background(Color.red, in: ConcentricRectangle()).padding(10)
            .containerShape(RoundedRectangle(cornerRadius: 30))
        #expect(try pixels(background) == pixels(RoundedRectangle(cornerRadius: 20).fill(Color.red).padding(10)))
    }

    @Test func aViewFillingADevicesScreenIsConcentricWithItsCorners() throws {
        // The iPhone 17 Pro's display corners are 62 pt: a card 16 pt from the screen's edges has
        // 46 pt corners. At 1x the corner's first row shows it: white 12 pt along it, where the
        // 46 pt curve leaves the corner and a square corner is red.
        let device = Device.iPhone17Pro
        let card = ConcentricRectangle().fill(Color.red).padding(16).ignoresSafeArea()
        let drawn = try renderOnDevice(card, device)
        let expected = try renderOnDevice(RoundedRectangle(cornerRadius: 46).fill(Color.red).padding(16).ignoresSafeArea(), device)
        #expect(drawn.pixels == expected.pixels)
        #expect(drawn[16 + 12, 16] == expected[16 + 12, 16])
        #expect(drawn[16 + 12, 16].r == 255 && drawn[16 + 12, 16].g == 255, "white: outside the 46 pt corner")
        #expect(drawn[200, 40].g < 100, "red: inside the card")
        let square = try renderOnDevice(Rectangle().fill(Color.red).padding(16).ignoresSafeArea(), device)
        #expect(square[16 + 12, 16] == drawn[200, 40], "red there with a square corner")
        // A canvas that is not the screen has no container shape.
        let plain = try render(ConcentricRectangle().fill(Color.red).padding(16), width: 300, height: 300)
        #expect(plain.pixels == (try render(Rectangle().fill(Color.red).padding(16), width: 300, height: 300)).pixels)
    }
}
