import Foundation
import Render
import SnapRuntime
import SnapshotReporting

/// One rendered preview in one variant against its reference, by swift-snapshot-testing's
/// rules: identical bytes pass at once; otherwise the pixels are compared (`ImageComparison`)
/// with `precision` (the share of pixels that must match) and `perceptualPrecision` (a pixel
/// matches when its ΔE94 ≤ (1 − p)·100). The record mode decides what is written
/// (`RecordMode`). The report gets the images a person needs: the actual image always, and
/// for a failed comparison the reference and the diff.
struct SnapshotCheck {
    var reference: URL
    var precision: Double = 1
    var perceptualPrecision: Double = 1
    var mode: RecordMode

    struct Result {
        var outcome: SnapshotReport.Outcome
        var message: String?
        var difference: ImageDifference?
        var referenceImage: Data?
        var diffImage: Data?
    }

    /// Checks `actual` (a PNG), writing the reference when the mode says so.
    func check(_ actual: Data) throws -> Result {
        guard let existing = FileManager.default.contents(atPath: reference.path) else {
            guard mode != .never else {
                return Result(outcome: .missing, message: "No reference \(reference.path); record it with --record missing")
            }
            try write(actual)
            return Result(outcome: .recorded, message: "Recorded the reference \(reference.path)")
        }
        if existing == actual {
            if mode == .all { return Result(outcome: .recorded, message: "Recorded the reference \(reference.path) (unchanged)") }
            return Result(outcome: .passed)
        }
        let referenceCanvas: Canvas, actualCanvas: Canvas
        do { referenceCanvas = try PNG.decode(existing) } catch {
            if mode == .all || mode == .failed {
                try write(actual)
                return Result(outcome: .recorded, message: "Recorded the reference \(reference.path) over an unreadable one")
            }
            return Result(outcome: .failed, message: "The reference \(reference.path) is not a readable PNG (\(error)); " +
                "record it again with --record failed")
        }
        actualCanvas = try PNG.decode(actual)
        let difference = ImageComparison.compare(referenceCanvas, actualCanvas, perceptualPrecision: perceptualPrecision)
        let matches = !difference.sizeMismatch && (difference.differingPixels == 0 || difference.matchingFraction >= precision)
        if matches && mode != .all { return Result(outcome: .passed) }
        if mode == .all || mode == .failed {
            try write(actual)
            return Result(outcome: .recorded, message: "Recorded the reference \(reference.path)")
        }
        let diff = try PNG.encode(ImageComparison.diffImage(referenceCanvas, actualCanvas, perceptualPrecision: perceptualPrecision))
        return Result(outcome: .failed, message: Self.message(difference, referenceCanvas, actualCanvas), difference: difference,
                      referenceImage: existing, diffImage: diff)
    }

    private func write(_ data: Data) throws {
        do {
            try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(data, to: reference)
        } catch {
            throw SnapError(.unwritableOutput, "cannot write the reference \(reference.path): \(error.localizedDescription)")
        }
    }

    /// One line: how much differs, where.
    static func message(_ d: ImageDifference, _ reference: Canvas, _ actual: Canvas) -> String {
        if d.sizeMismatch {
            return "The preview is \(actual.width)x\(actual.height) px; the reference is \(reference.width)x\(reference.height) px."
        }
        let percent = Double(d.differingPixels) / Double(max(d.totalPixels, 1)) * 100
        let region = d.region.map { r in " in x \(r.x)...\(r.maxX - 1), y \(r.y)...\(r.maxY - 1)" } ?? ""
        return "\(d.differingPixels) of \(d.totalPixels) pixels differ (\(String(format: "%.2f", percent))%)\(region); " +
            "worst ΔE94 \(String(format: "%.2f", d.maxDeltaE))."
    }
}
