import Foundation
import LayoutDSL
internal import Render

/// `WxH` in points.
public struct CanvasSize: Codable, Sendable {
    public let size: CGSize
    public init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) else { return nil }
        size = CGSize(width: w, height: h)
    }
}

/// A content offset: `Y` or `X,Y`.
public func parseOffset(_ text: String) throws -> CGPoint {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard (1...2).contains(parts.count), parts.allSatisfy({ $0 != nil }) else {
        throw SnapError(.badOffsets, "'\(text)' is not an offset (expected Y or X,Y in points)")
    }
    let values = parts.map { $0! }
    guard values.allSatisfy(\.isFinite) else { throw SnapError(.badOffsets, "offset '\(text)' is not a finite number") }
    return values.count == 1 ? CGPoint(x: 0, y: values[0]) : CGPoint(x: values[0], y: values[1])
}

/// `FROM:TO:STEP` along y.
public func parseSweep(_ text: String) throws -> [CGPoint] {
    let parts = text.split(separator: ":").map { Double($0) }
    guard parts.count == 3, let from = parts[0], let to = parts[1], let step = parts[2],
          from.isFinite, to.isFinite, step.isFinite else {
        throw SnapError(.badOffsets, "'\(text)' is not a sweep (expected FROM:TO:STEP, finite numbers)")
    }
    guard step != 0, (to - from) / step >= 0 else {
        throw SnapError(.badOffsets, "sweep '\(text)' never reaches \(to) with step \(step)")
    }
    let count = Int(((to - from) / step).rounded(.down)) + 1
    guard count <= 10_000 else { throw SnapError(.badOffsets, "sweep '\(text)' has \(count) frames; the limit is 10000") }
    return (0..<count).map { CGPoint(x: 0, y: from + Double($0) * step) }
}

/// A simulated drag: `X1,Y1:X2,Y2[:SECONDS[:VX,VY]]`.
public struct DragSpec: Codable, Sendable {
    public let start: CGPoint, end: CGPoint, duration: Double
    public let velocity: CGSize?

    public init(_ text: String) throws {
        let parts = text.split(separator: ":").map(String.init)
        guard (2...4).contains(parts.count) else {
            throw SnapError(.badOffsets, "'\(text)' is not a drag (expected X1,Y1:X2,Y2[:SECONDS[:VX,VY]])")
        }
        func point(_ s: String) throws -> CGPoint {
            let p = try parseOffset(s)
            guard s.contains(",") else { throw SnapError(.badOffsets, "drag point '\(s)' needs X,Y") }
            return p
        }
        start = try point(parts[0]); end = try point(parts[1])
        let duration = parts.count > 2 ? Double(parts[2]) : 0.25
        guard let duration, duration.isFinite, duration > 0 else {
            throw SnapError(.badOffsets, "drag duration in '\(text)' must be a positive number of seconds")
        }
        self.duration = duration
        if parts.count > 3 { let v = try point(parts[3]); velocity = CGSize(width: v.x, height: v.y) } else { velocity = nil }
    }
}

public enum ColorSchemeOption: String, Codable, CaseIterable, Sendable {
    case light, dark
    public var scheme: ColorScheme { self == .dark ? .dark : .light }
}

/// `transparent`, a system color name (`white`, `systemBackground`…), or `#RRGGBB[AA]`.
public func parseBackground(_ text: String, scheme: ColorScheme) throws -> Color.Resolved? {
    let environment = EnvironmentValues.rendering(colorScheme: scheme)
    switch text.lowercased() {
    case "transparent", "none", "clear": return nil
    case "white": return Color.white.resolve(in: environment)
    case "black": return Color.black.resolve(in: environment)
    case "system", "systembackground": return Color(.systemBackground).resolve(in: environment)
    case "grouped", "systemgroupedbackground": return Color(.systemGroupedBackground).resolve(in: environment)
    default: break
    }
    let hex = text.hasPrefix("#") ? String(text.dropFirst()) : text
    guard hex.count == 6 || hex.count == 8, let value = UInt32(hex, radix: 16) else {
        throw SnapError(.contradictoryOptions, "background '\(text)' is not transparent, white, black, system or #RRGGBB[AA]")
    }
    let rgba = hex.count == 6 ? value << 8 | 0xFF : value
    return Color.Resolved(red: Float(rgba >> 24) / 255, green: Float((rgba >> 16) & 0xFF) / 255,
                          blue: Float((rgba >> 8) & 0xFF) / 255, opacity: Float(rgba & 0xFF) / 255)
}

/// Levenshtein distance, for suggesting scene names.
public func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    var row = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
        var previous = row[0]
        row[0] = i
        for j in 1...max(b.count, 1) where !b.isEmpty {
            let current = row[j]
            row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
            previous = current
        }
    }
    return row[b.count]
}
