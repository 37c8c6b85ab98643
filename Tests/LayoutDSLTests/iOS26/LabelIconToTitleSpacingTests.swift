import LayoutDSL
import Testing

/// `labelIconToTitleSpacing(_:)` sets the gap between a label's icon and title.
struct LabelIconToTitleSpacingTests {
    @Test func spacingSetsTheGap() throws {
        let icon = Color.red.frame(width: 20, height: 20), title = Color.blue.frame(width: 50, height: 10)
        for spacing in [0, 4, 30] as [CGFloat] {
            let label = Label { title } icon: { icon }.labelIconToTitleSpacing(spacing)
            #expect(try size(of: label, proposing: nil, nil) == CGSize(width: 70 + spacing, height: 20))
            #expect(try size(of: label.labelStyle(.titleAndIcon), proposing: nil, nil) == CGSize(width: 70 + spacing, height: 20))
        }
        // Unset, the gap stays the standard spacing an HStack puts between them.
        #expect(try size(of: Label { title } icon: { icon }, proposing: nil, nil) == size(of: HStack { icon; title }, proposing: nil, nil))
    }
}
