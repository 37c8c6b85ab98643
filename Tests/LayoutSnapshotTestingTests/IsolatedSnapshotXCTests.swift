import Foundation
import LayoutDSL
@testable import LayoutSnapshotTesting
import SnapshotTesting
import TestSupport
import XCTest

/// `.isolated()` renders in a forked child: a view that traps fails its own assertion with the
/// runtime's message, and this process goes on. An XCTest case, so that no other test's thread
/// runs when the child is forked (XCTest runs one test at a time, as the strategy asks), and the
/// views draw no text, so the child needs no lock of the text engine.
final class IsolatedSnapshotXCTests: XCTestCase {
    /// Traps in its body: the index is past the array's end.
    struct Trapping: View {
        let widths: [CGFloat] = [10]
        var body: some View { Color.red.frame(width: widths[1], height: 10) }
    }

    let strategy = Snapshotting<AnyView, PNGImage>.image(size: CGSize(width: 20, height: 10), scale: 1)

    func testATrapFailsTheRenderWithTheRuntimesMessage() {
        let result = IsolatedRender.run(timeout: 60) { IsolatedRender.snapshot(self.strategy, AnyView(Trapping())) }
        guard case .failure(let failure) = result else { return XCTFail("the trapping view rendered") }
        XCTAssertTrue(failure.description.hasPrefix("the view crashed while rendering in an isolated process (SIGILL)"), failure.description)
        XCTAssertTrue(failure.description.contains("Fatal error: Index out of range"), failure.description)
    }

    /// The image made in the child is the image the strategy makes here, byte for byte; a
    /// failed render's reason comes back as the failure.
    func testTheIsolatedImageIsTheStrategysImage() throws {
        let dot = AnyView(Color.blue.frame(width: 4, height: 4))
        var here: PNGImage?
        strategy.snapshot(dot).run { here = $0 }
        var isolated: PNGImage?
        strategy.isolated().snapshot(dot).run { isolated = $0 }
        XCTAssertNotNil(isolated)
        XCTAssertEqual(isolated?.data, here?.data)
        let refused = IsolatedRender.run(timeout: 60) { .failure("the update loop did not settle") }
        guard case .failure(let failure) = refused else { return XCTFail("a failure came back as an image") }
        XCTAssertEqual(failure.description, "the update loop did not settle")
    }

    /// A child that does not answer in time is ended and reported.
    func testAChildPastItsTimeoutIsEnded() {
        let result = IsolatedRender.run(timeout: 0.5) { sleep(30); return .failure("late") }
        guard case .failure(let failure) = result else { return XCTFail("the sleeping child answered") }
        XCTAssertTrue(failure.description.hasPrefix("the isolated render did not finish in 0.5 s"), failure.description)
    }
}
