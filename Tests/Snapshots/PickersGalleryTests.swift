import Gallery
import LayoutDSL
import LayoutSnapshotTesting
import SnapshotTesting
import Testing

/// The picker, date picker and indicator galleries in light and dark mode, and the pickers
/// after a tap on the "Year" segment.
@Suite(.snapshotDesign(.compatibility))
struct PickersGalleryTests {
    @Test(arguments: [ColorScheme.light, .dark])
    func pickers(_ scheme: ColorScheme) throws {
        assertSnapshot(of: PickersScene(), as: .image(size: CGSize(width: 393, height: 760), scale: 1, colorScheme: scheme),
                       named: "\(scheme)")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func datePickers(_ scheme: ColorScheme) throws {
        assertSnapshot(of: DatePickersScene(), as: .image(size: CGSize(width: 393, height: 852), scale: 1, colorScheme: scheme),
                       named: "\(scheme)")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func indicators(_ scheme: ColorScheme) throws {
        assertSnapshot(of: IndicatorsScene(), as: .image(size: CGSize(width: 393, height: 700), scale: 1, colorScheme: scheme),
                       named: "\(scheme)")
    }

    /// The segmented picker is 20 pt in, 32 tall: a tap at the "Year" segment moves the plate.
    @Test func tappedSegment() throws {
        let canvas = canvas(393, 760)
        let host = canvas.host(PickersScene())
        _ = try host.update()
        let tree = try host.tap(at: CGPoint(x: 330, y: 36))
        #expect(tree.allNodes.contains { $0.text == "Year" })
        assertSnapshot(of: try canvas.png(tree), as: .image(), named: "year")
    }
}
