import Foundation
import Render

/// What changed between two renders of a file, preview by preview, as `snap watch` prints it.
/// A render is its PNGs by file name (`<preview>@<scale>x_<frame>.png`); a preview is the files
/// sharing the part before the last `@`. A frame differs when it is new, gone, resized or has any
/// pixel that is not bit-for-bit the same: an edit that changes nothing on screen says so.
struct RenderChanges: Equatable {
    enum Change: Equatable {
        case unchanged
        /// `frames` of `total` frames differ; `pixels` differing pixels over them (a resized or
        /// missing frame counts all of its pixels).
        case changed(frames: Int, total: Int, pixels: Int)
        case added
        case removed
    }

    struct Preview: Equatable {
        let name: String
        let change: Change
    }

    let previews: [Preview]

    init(previous: [String: Canvas], current: [String: Canvas]) {
        let names = Set(previous.keys.map(Self.preview) + current.keys.map(Self.preview))
        previews = names.sorted().map { name in
            let before = previous.filter { Self.preview($0.key) == name }, after = current.filter { Self.preview($0.key) == name }
            if before.isEmpty { return Preview(name: name, change: .added) }
            if after.isEmpty { return Preview(name: name, change: .removed) }
            var frames = 0, pixels = 0
            for file in Set(before.keys).union(after.keys) {
                let count = Self.differingPixels(before[file], after[file])
                if count > 0 { frames += 1; pixels += count }
            }
            return Preview(name: name, change: frames == 0 ? .unchanged : .changed(frames: frames, total: after.count, pixels: pixels))
        }
    }

    /// The preview a file belongs to: its name up to the last `@`.
    static func preview(_ file: String) -> String {
        file.range(of: "@", options: .backwards).map { String(file[..<$0.lowerBound]) } ?? file
    }

    /// Pixels that differ between two frames; all of the larger one's when either is missing or
    /// their sizes differ.
    static func differingPixels(_ a: Canvas?, _ b: Canvas?) -> Int {
        guard let a, let b, a.width == b.width, a.height == b.height else {
            return max(a.map { $0.width * $0.height } ?? 0, b.map { $0.width * $0.height } ?? 0)
        }
        return zip(a.pixels, b.pixels).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    }

    /// One line per preview: `  Card-Dark: 1,234 pixels differ`, `2 of 61 frames differ
    /// (5,000 pixels)`, `unchanged`, `new`, `removed`.
    var lines: [String] {
        previews.map { preview in
            let name = preview.name
            switch preview.change {
            case .unchanged: return "  \(name): unchanged"
            case .added: return "  \(name): new"
            case .removed: return "  \(name): removed"
            case .changed(let frames, let total, let pixels):
                let count = "\(Self.grouped(pixels)) pixel\(pixels == 1 ? "" : "s")"
                return total == 1 && frames == 1
                    ? "  \(name): \(count) differ"
                    : "  \(name): \(frames) of \(total) frames differ (\(count))"
            }
        }
    }

    /// 12345 as `12,345`.
    static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        return String(digits.enumerated().flatMap { index, digit in
            index > 0 && (digits.count - index) % 3 == 0 ? [",", digit] : [digit]
        })
    }
}
