import LayoutDSL
import Testing

/// Sheets on an iPhone 16 in the Liquid Glass design, as iOS 26 draws them on an iPhone 17 Pro
/// (docs/reference/ios26-design.md, "Sheets"; `SheetMetrics`): the presenter stays in place; a
/// large sheet reaches the 59 pt safe area; a shorter one floats 8 pt from the screen's sides and
/// bottom, its content clear of the home indicator's 34 pt.
@Suite(.design(.liquidGlass))
struct GlassSheetTests {
    private struct Presenting: View {
        let detents: Set<PresentationDetent>
        var body: some View {
            Color.blue.accessibilityIdentifier("presenter")
                .sheet(isPresented: .constant(true)) {
                    Color.red.accessibilityIdentifier("sheet").presentationDetents(detents)
                }
        }
    }

    /// The content's frame at each detent: large from the safe area to the home indicator, full
    /// width; medium half of the 793 pt large height, 8 pt in from the sides, ending 26 pt above the
    /// card's bottom, which is 8 pt above the screen's; a 200 pt height above the 34 pt inset.
    @Test(arguments: [
        (Set([PresentationDetent.large]), CGRect(x: 0, y: 59, width: 393, height: 759)),
        (Set([PresentationDetent.medium]), CGRect(x: 8, y: 455.5, width: 377, height: 362.5)),
        (Set([PresentationDetent.medium, .large]), CGRect(x: 8, y: 455.5, width: 377, height: 362.5)),
        (Set([PresentationDetent.height(200)]), CGRect(x: 8, y: 618, width: 377, height: 200)),
    ] as [(Set<PresentationDetent>, CGRect)])
    func detentFrames(detents: Set<PresentationDetent>, content: CGRect) throws {
        let tree = try iPhone16Host(Presenting(detents: detents)).update()
        #expect(frame(tree, "sheet") == content)
        #expect(frame(tree, "presenter") == rect(0, 59, 393, 759))
    }

    /// The grabber of a resizable sheet: 36 x 5 pt, 5 pt below the floating card's top.
    @Test func theGrabberOnAFloatingSheet() throws {
        let tree = try iPhone16Host(Presenting(detents: [.medium, .large])).update()
        #expect(tree.allNodes.filter { $0.type == "Capsule" }.map(\.frame) == [rect(178.5, 852 - 793 / 2 + 5, 36, 5)])
    }

    private struct Editing: View {
        let detents: Set<PresentationDetent>
        var body: some View {
            Color.blue.sheet(isPresented: .constant(true)) {
                NavigationStack {
                    Color.red.accessibilityIdentifier("form")
                        .navigationTitle("New Expense")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) {
                                Button(role: .close) {}.accessibilityIdentifier("close")
                            }
                        }
                }
                .presentationDetents(detents)
            }
        }
    }

    /// iOS 26's bar in a sheet is concentric with the sheet's corners (`ConcentricBarInset`): a
    /// close button's 44 pt circle centred 38 pt (the large sheet's corner radius) from its top and
    /// side, the content 16 pt lower than under a bar at the top of a screen; in the floating sheet
    /// (37 pt corners), 37 pt from its top and side. Measured on iOS 26: 38.2 and 37.5 pt in a large
    /// sheet, 36.8 pt in a medium one (docs/reference/ios26-design.md, "Sheets").
    @Test(arguments: [
        (Set([PresentationDetent.large]), CGPoint(x: 38, y: 59 + 38), 59 + 16 + 44),
        (Set([PresentationDetent.medium]), CGPoint(x: 8 + 37, y: 455.5 + 37), 455.5 + 15 + 44),
    ] as [(Set<PresentationDetent>, CGPoint, CGFloat)])
    func theBarIsConcentricWithTheSheet(detents: Set<PresentationDetent>, closeCentre: CGPoint, contentTop: CGFloat) throws {
        let tree = try iPhone16Host(Editing(detents: detents)).update()
        let glyph = frame(tree, "close")
        #expect(abs(glyph.midX - closeCentre.x) < 1e-6 && abs(glyph.midY - closeCentre.y) < 1e-6)
        #expect(frame(tree, "form").minY == contentTop)
    }
}
