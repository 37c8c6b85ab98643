import Foundation
import LayoutDSL
import Render
@testable import SnapRuntime
import Testing
import TestSupport

/// The contact sheet's bounds: the scale asked for when the sheet fits, else the largest that does.
struct ContactSheetPlanTests {
    func size(_ plan: ContactSheetPlan, count: Int, frame: CGSize) -> (width: Int, height: Int) {
        ContactSheet.size(count: count, frame: (Int((frame.width * plan.scale).rounded(.up)), Int((frame.height * plan.scale).rounded(.up))),
                          scale: plan.scale, columns: plan.columns)
    }

    /// The sweep: 61 frames of an iPhone 16 (393x852 pt) at 3x were 7242x29196 pixels;
    /// bounded by 8192 a side they are drawn at 0.84x (8192 / 29196 × 3), 2028x8190 pixels.
    @Test func aLongSweepIsDrawnSmallerToFit() throws {
        let phone = CGSize(width: 393, height: 852)
        #expect(ContactSheet.size(count: 61, frame: (1179, 2556), scale: 3, columns: 6) == (7242, 29196))
        let plan = try ContactSheetPlan(count: 61, frame: phone, columns: 6, scale: 3, maximumSide: 8192, pixelLimit: 64_000_000)
        #expect(plan.reduced)
        #expect(plan.scale > 0.8 && plan.scale <= 8192 / 29196 * 3)
        let sheet = size(plan, count: 61, frame: phone)
        // 6 columns of 331 px and 11 rows of 718 px under 20 px labels, with 6 px gaps.
        #expect(sheet.width == 2028 && sheet.height == 8190)
    }

    @Test func aSheetThatFitsKeepsItsScaleAndColumns() throws {
        let plan = try ContactSheetPlan(count: 4, frame: CGSize(width: 390, height: 500), columns: 6, scale: 2, maximumSide: 8192, pixelLimit: 64_000_000)
        #expect(plan.scale == 2 && plan.columns == 4 && !plan.reduced)
    }

    @Test func theMegapixelLimitBoundsAWideSheetToo() throws {
        let plan = try ContactSheetPlan(count: 100, frame: CGSize(width: 1000, height: 1000), columns: 10, scale: 3, maximumSide: 100_000,
                                        pixelLimit: 64_000_000)
        let sheet = size(plan, count: 100, frame: CGSize(width: 1000, height: 1000))
        #expect(sheet.width * sheet.height <= 64_000_000)
        #expect(sheet.width * sheet.height > 60_000_000)
    }

    @Test func aSheetThatCannotFitAtAnyLegibleScaleIsAnError() {
        #expect(throws: SnapError.self) {
            try ContactSheetPlan(count: 3600, frame: CGSize(width: 393, height: 852), columns: 6, scale: 3, maximumSide: 1000, pixelLimit: 64_000_000)
        }
    }

    /// A sheet that cannot fit even the frames the sequence is sure to give fails before the
    /// view is built: its body is never evaluated, and nothing is written.
    @Test func anImpossibleSheetFailsBeforeLayout() throws {
        final class Count: @unchecked Sendable { var bodies = 0 }
        struct Counting: View {
            let count: Count
            var body: some View {
                count.bodies += 1
                return Color.red
            }
        }
        let count = Count()
        let temporary = TemporaryDirectory("sheet"), directory = temporary.url
        var request = RenderRequest()
        request.frames = .offsets((0...400).map { CGPoint(x: 0, y: CGFloat($0)) })
        request.out = directory.path
        request.contactSheet = directory.appendingPathComponent("sheet.png").path
        request.contactSheetMaximumSize = 64
        request.quiet = true
        let subject = RenderSubject(name: "counting", view: AnyView(Counting(count: count)), defaultSize: CGSize(width: 100, height: 100))
        #expect(throws: SnapError.self) { try SnapRenderer.render([subject], request: request, title: "counting") }
        #expect(count.bodies == 0)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("sheet.png").path))
    }
}
