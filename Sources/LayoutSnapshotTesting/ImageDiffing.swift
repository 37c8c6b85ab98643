import Foundation
import LayoutDSL
import Render
import SnapshotTesting

extension Diffing where Value == PNGImage {
    /// Compares decoded pixels with swift-snapshot-testing's knobs: `precision` is the share of
    /// pixels that must match; `perceptualPrecision` p lets a pixel match when its CIE94 ΔE is at
    /// most (1 − p)·100. On failure it says where the pixels differ and, under this module's
    /// `verifySnapshot` (which writes them and the report), where the reference, actual and diff
    /// images are.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        .diff(toData: { $0.data }, fromData: { PNGImage(data: $0) }) { reference, actual in
            if reference.data == actual.data { return nil }
            let referenceCanvas: Canvas
            do { referenceCanvas = try PNG.decode(reference.data) } catch {
                return (ReferenceProblem.describe(reference.data, error: error), [])
            }
            guard let actualCanvas = try? PNG.decode(actual.data) else { return ("The new snapshot is not a readable PNG.", []) }
            let difference = ImageComparison.compare(referenceCanvas, actualCanvas, perceptualPrecision: Double(perceptualPrecision))
            if !difference.sizeMismatch, difference.differingPixels == 0 { return nil }
            if !difference.sizeMismatch, difference.matchingFraction >= Double(precision) { return nil }
            let diff = ImageComparison.diffImage(referenceCanvas, actualCanvas, perceptualPrecision: Double(perceptualPrecision))
            let diffData = (try? PNG.encode(diff)) ?? Data()
            let observation = SnapshotObservation.current
            observation?.noteComparison(.init(reference: reference.data, difference: difference, diff: diffData))
            var message = FailureMessage.text(difference, reference: referenceCanvas, actual: actualCanvas, precision: precision,
                                              perceptualPrecision: perceptualPrecision, artifacts: observation?.artifacts)
            if let made = reference.provenance, let differences = actual.provenance?.differences(from: made), !differences.isEmpty {
                message = (["This machine draws with other fonts or image libraries than the reference was made with; "
                            + "pixels differ for that reason:"] + differences.map { "  " + $0 } + [message])
                    .joined(separator: "\n")
            }
            message += "\nText was read here with \(RenderLibraries.current.summary)."
            return (message, [.data(reference.data, name: "reference.png"), .data(actual.data, name: "failure.png"),
                              .data(diffData, name: "difference.png")])
        }
    }
}

/// Why a reference could not be read, in one line a person can act on.
enum ReferenceProblem {
    static func describe(_ data: Data, error: Error) -> String {
        if data.starts(with: Data("version https://git-lfs".utf8)) {
            return "The reference image is a Git LFS pointer, not a PNG: run `git lfs pull` to fetch it."
        }
        return "The reference image could not be decoded: \(error). Delete it to record it again."
    }
}

enum FailureMessage {
    static func text(_ d: ImageDifference, reference: Canvas, actual: Canvas, precision: Float, perceptualPrecision: Float,
                     artifacts: SnapshotArtifacts?) -> String {
        var lines: [String] = []
        if d.sizeMismatch {
            lines.append("The new snapshot is \(actual.width)x\(actual.height) px; the reference is " +
                "\(reference.width)x\(reference.height) px.")
        } else {
            let percent = Double(d.differingPixels) / Double(max(d.totalPixels, 1)) * 100
            lines.append("\(d.differingPixels) of \(d.totalPixels) pixels differ (\(String(format: "%.2f", percent))%).")
            lines.append("  precision: \(String(format: "%.4f", d.matchingFraction)) of pixels match; required \(precision)")
            // ΔE94 passes 100 between extreme colours: the precision that would pass is then 0,
            // not a negative number ("-0.0000").
            let worst = max(0, 1 - d.maxDeltaE / 100)
            let allowed = (1 - Double(perceptualPrecision)) * 100
            lines.append("  perceptualPrecision: worst pixel ΔE94 \(String(format: "%.2f", d.maxDeltaE)) (= " +
                "\(String(format: "%.4f", worst))); required \(perceptualPrecision) (ΔE94 ≤ " +
                "\(String(format: "%.2f", allowed)))")
            if let r = d.region {
                lines.append("  changed region: x \(r.x)...\(r.maxX - 1), y \(r.y)...\(r.maxY - 1) (\(r.width)x\(r.height) px)")
            }
        }
        if let artifacts {
            lines.append("Reference, actual and diff images:")
            for url in [artifacts.reference, artifacts.actual, artifacts.diff] { lines.append("  \(url.absoluteString)") }
            lines.append("Report: \(artifacts.reportURL.absoluteString)")
        }
        return lines.joined(separator: "\n")
    }
}
