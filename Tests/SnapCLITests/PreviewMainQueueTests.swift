import Foundation
import Render
import Testing

/// A preview program's main-queue work in every form Dispatch offers follows the virtual clock:
/// the program links the runtime ahead of Dispatch (`PreviewCompiler.runtimeLibrary`), so the
/// runtime's `dispatch_after`/`dispatch_async` (VirtualTime.c) see the forms the Swift overlay
/// sends there directly: work items and the forms with a QoS.
struct PreviewMainQueueTests {
    let files = SnapFileTests()

    static let loader = """
        import SwiftUI

        struct Loader: View {
            @State private var steps = 0
            var body: some View {
                Color.red.frame(width: CGFloat(10 + 10 * steps), height: 10)
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2, execute: DispatchWorkItem { steps += 1 })
                        DispatchQueue.main.async(qos: .userInitiated) { steps += 1 }
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.4, qos: .utility) { steps += 1 }
                    }
            }
        }

        #Preview("Loader", traits: .sizeThatFitsLayout) { Loader() }
        """

    /// Frames at 0, 0.2, 0.4 and 0.6 s: the QoS block runs in the first frame, the work item at
    /// 0.2 s, the delayed QoS block at 0.4 s. Before, Dispatch's own main queue took the two
    /// forms and ran them whenever the program's main queue drained: 30, 30, 30, 40 pixels.
    @Test func workItemsAndQoSFormsRunAtTheirVirtualTimes() throws {
        try FileManager.default.createDirectory(at: files.directory, withIntermediateDirectories: true)
        try Data(Self.loader.utf8).write(to: files.directory.appendingPathComponent("Loader.swift"))
        let result = try files.run(["render", "Loader.swift", "--scale", "1", "--duration", "0.6", "--fps", "5", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let widths = try (0...3).map { frame in
            let name = "out/Loader-Loader@1x_00\(frame)_f00\(frame).png"
            return try PNG.decode(Data(contentsOf: files.directory.appendingPathComponent(name))).width
        }
        #expect(widths == [20, 30, 40, 40])
    }
}
