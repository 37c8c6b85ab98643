@testable import LayoutDSL
import Testing

/// A popover on an iPhone 16 (393 × 852, safe area 59/34): a sheet unless its content asks to
/// stay a popover; then placed as UIKit places it (`PopoverPlacement`).
struct PopoverTests {
    private let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
    private let safeArea = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

    /// Room above and below: above wins (UIKit's first candidate, kept on a tie), centred on the
    /// source and moved inside the region (19 from the sides), the arrow's tip on the source's
    /// top, kept 28 points from the popover's corner.
    @Test func aboveTheSourceWhenItFits() {
        let placement = PopoverPlacement(source: CGRect(x: 340, y: 400, width: 17, height: 17), screen: screen, safeArea: safeArea)
        let frame = placement.frame(for: CGSize(width: 232, height: 48))
        #expect(frame.sourceEdge == .top)
        #expect(frame.popover == CGRect(x: 374 - 232, y: 400 - 61, width: 232, height: 61))
        #expect(frame.content == CGRect(x: 374 - 232, y: 339, width: 232, height: 48))
        #expect(frame.tip == CGPoint(x: 374 - 28, y: 400))
        // A source in the middle: centred on it, the tip on its middle.
        let middle = PopoverPlacement(source: CGRect(x: 150, y: 400, width: 40, height: 20), screen: screen, safeArea: safeArea)
            .frame(for: CGSize(width: 100, height: 40))
        #expect(middle.popover.minX == 150 + 20 - 50 && middle.tip == CGPoint(x: 170, y: 400))
    }

    /// Near the top the region above (from 59 + 30) is too short: below, the arrow up.
    @Test func belowASourceNearTheTop() {
        let placement = PopoverPlacement(source: CGRect(x: 20, y: 100, width: 30, height: 30), screen: screen, safeArea: safeArea)
        let frame = placement.frame(for: CGSize(width: 200, height: 80))
        #expect(frame.sourceEdge == .bottom)
        #expect(frame.popover == CGRect(x: 19, y: 130, width: 200, height: 93))
        #expect(frame.content.minY == 143 && frame.tip == CGPoint(x: 19 + 28, y: 130))
    }

    /// `arrowEdge` picks the source's edge: `.bottom` puts the popover below even with room above;
    /// `.trailing` beside it, its width the content's and the arrow's, the arrow at the middle
    /// of a side too short to keep it 28 points from both corners.
    @Test func arrowEdgeChoosesTheSide() {
        let source = CGRect(x: 100, y: 400, width: 40, height: 40)
        let below = PopoverPlacement(source: source, screen: screen, safeArea: safeArea, arrowEdge: .bottom).frame(for: CGSize(width: 120, height: 50))
        #expect(below.sourceEdge == .bottom && below.popover.minY == 440 && below.popover.height == 63)
        let beside = PopoverPlacement(source: source, screen: screen, safeArea: safeArea, arrowEdge: .trailing).frame(for: CGSize(width: 120, height: 50))
        #expect(beside.sourceEdge == .trailing && beside.popover == CGRect(x: 140, y: 395, width: 133, height: 50))
        #expect(beside.content.minX == 153 && beside.tip == CGPoint(x: 140, y: 420))
    }

    private struct Settings: View {
        let adaptation: PresentationAdaptation?
        @State var shows = true
        var body: some View {
            VStack {
                Spacer()
                Button("Info") {}
                    .popover(isPresented: $shows) {
                        if let adaptation {
                            Text("Codes refresh").padding().presentationCompactAdaptation(adaptation)
                        } else {
                            Text("Codes refresh").padding()
                        }
                    }
                Spacer()
            }
        }
    }

    /// Kept a popover, its content sits above the button with the arrow's 13 points between;
    /// left alone it is a sheet, its content centred in the sheet rather than at the button.
    @Test func compactAdaptationKeepsAPopover() throws {
        let popover = try iPhone16Host(Settings(adaptation: .popover)).update()
        let button = try #require(popover.allNodes.first { $0.text == "Info" }).frame
        let text = try #require(popover.allNodes.first { $0.text == "Codes refresh" }).frame
        #expect(abs(text.maxY + 16 + 13 - button.minY) < 0.5)
        #expect(abs(text.midX - button.midX) < 0.5)
        let sheet = try iPhone16Host(Settings(adaptation: nil)).update()
        let sheetText = try #require(sheet.allNodes.first { $0.text == "Codes refresh" }).frame
        #expect(abs(sheetText.maxY + 16 + 13 - button.minY) > 10)
    }
}
