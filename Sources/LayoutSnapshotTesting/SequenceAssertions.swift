import Foundation
import LayoutDSL
import Render
import SnapshotTesting

/// Asserts one reference per frame of a scroll sequence, rendered from one living view tree
/// (state carries from frame to frame), named `frame<NN>.offset-<y>` (negative offsets as
/// `offset-neg<y>`, since path sanitising would fold "--" into "-"), prefixed by `name`, and
/// returns the frames so tests can also check numbers on them.
@discardableResult
public func assertSnapshots<V: View>(
    of view: V, sequence: ScrollSequence, canvas: SnapshotCanvas, named name: String? = nil,
    precision: Float = 1, perceptualPrecision: Float = 1,
    record recording: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) throws -> [RenderedFrame] {
    let host = canvas.host(view)
    let frames = try host.run(sequence)
    try host.requireAssets()
    for frame in frames {
        let y = frame.offset?.y ?? 0
        let magnitude = abs(y) == abs(y).rounded() ? "\(Int(abs(y)))" : "\(abs(y))".replacingOccurrences(of: ".", with: "_")
        let label = String(format: "frame%02d", frame.index) + ".offset-" + (y < 0 ? "neg" : "") + magnitude
        assertSnapshot(of: try canvas.png(frame.tree), as: .image(precision: precision, perceptualPrecision: perceptualPrecision),
                       named: name.map { "\($0).\(label)" } ?? label, record: recording,
                       fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
    return frames
}
