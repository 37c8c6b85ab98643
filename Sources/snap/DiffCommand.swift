import ArgumentParser
import Foundation
import SnapRuntime
import Render

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff", abstract: "Compare two PNGs as the snapshot tests do.",
        discussion: "Exits 0 when they match within the tolerances, 1 when they do not.")

    @Argument(help: "The reference PNG.") var reference: String
    @Argument(help: "The actual PNG.") var actual: String
    @Option(help: "Write the diff image (changed pixels in magenta over the faded reference) here.") var diff: String?
    @Option(help: "Share of pixels that must match (0…1).") var precision: Double = 1
    @Option(name: .customLong("perceptual-precision"), help: "A pixel matches when its ΔE94 ≤ (1 − p)·100.")
    var perceptualPrecision: Double = 1

    func run() throws {
        func load(_ path: String) throws -> Canvas {
            guard let data = FileManager.default.contents(atPath: path) else { throw SnapError(.unreadableFile, "cannot read \(path)") }
            do { return try PNG.decode(data) } catch { throw SnapError(.badImage, "\(path) is not a readable PNG: \(error)") }
        }
        guard (0...1).contains(precision), (0...1).contains(perceptualPrecision) else {
            throw SnapError(.contradictoryOptions, "precisions are fractions from 0 to 1")
        }
        let a = try load(reference), b = try load(actual)
        let difference = ImageComparison.compare(a, b, perceptualPrecision: perceptualPrecision)
        if let diff {
            let image = ImageComparison.diffImage(a, b, perceptualPrecision: perceptualPrecision)
            do { try AtomicFile.write(try PNG.encode(image), to: URL(fileURLWithPath: diff)) } catch {
                throw SnapError(.unwritableOutput, "cannot write \(diff): \(error.localizedDescription)")
            }
        }
        if difference.sizeMismatch {
            print("sizes differ: \(a.width)x\(a.height) vs \(b.width)x\(b.height)")
            throw SnapError(.mismatch, "images differ in size")
        }
        let percent = Double(difference.differingPixels) / Double(max(difference.totalPixels, 1)) * 100
        print("\(difference.differingPixels) of \(difference.totalPixels) pixels differ " +
            "(\(String(format: "%.2f", percent))%), max ΔE94 \(String(format: "%.2f", difference.maxDeltaE))")
        if let region = difference.region {
            print("changed region: x \(region.x)...\(region.maxX - 1), y \(region.y)...\(region.maxY - 1)")
        }
        if difference.differingPixels > 0, difference.matchingFraction < precision {
            throw SnapError(.mismatch, "images differ beyond the tolerance")
        }
    }
}
