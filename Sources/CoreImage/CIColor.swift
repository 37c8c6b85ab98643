import Foundation

/// A colour as Core Image's filters take it (Apple's documentation of `CIColor`): red, green,
/// blue and alpha, unpremultiplied, in the sRGB space here (Apple's default is the context's
/// working space, extended sRGB on iOS).
open class CIColor: NSObject, @unchecked Sendable {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat
    /// The four components, where `components` points for as long as the colour lives.
    private let storage: UnsafeMutablePointer<CGFloat>

    public init(red r: CGFloat, green g: CGFloat, blue b: CGFloat, alpha a: CGFloat) {
        red = r; green = g; blue = b; alpha = a
        storage = .allocate(capacity: 4)
        storage.initialize(from: [r, g, b, a], count: 4)
    }
    deinit { storage.deallocate() }
    public convenience init(red r: CGFloat, green g: CGFloat, blue b: CGFloat) { self.init(red: r, green: g, blue: b, alpha: 1) }
    public convenience init?(red r: CGFloat, green g: CGFloat, blue b: CGFloat, alpha a: CGFloat, colorSpace: CGColorSpace) {
        self.init(red: r, green: g, blue: b, alpha: a)
    }
    public convenience init?(red r: CGFloat, green g: CGFloat, blue b: CGFloat, colorSpace: CGColorSpace) {
        self.init(red: r, green: g, blue: b, alpha: 1)
    }

    /// The colour of a `CGColor`: its components as RGBA, a grey's as its white level.
    public convenience init(cgColor c: CGColor) {
        let parts = c.components ?? [0, 0, 0, 1]
        if parts.count >= 4 {
            self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
        } else {
            self.init(red: parts.first ?? 0, green: parts.first ?? 0, blue: parts.first ?? 0, alpha: parts.count > 1 ? parts[1] : 1)
        }
    }

    /// A colour written as `stringRepresentation` writes it ("0.5 0.2 1 1"); a missing alpha is 1.
    public convenience init(string representation: String) {
        let values = representation.trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
            .split(separator: " ").map { CGFloat(Double($0) ?? 0) }
        func at(_ i: Int, _ fallback: CGFloat) -> CGFloat { values.indices.contains(i) ? values[i] : fallback }
        self.init(red: at(0, 0), green: at(1, 0), blue: at(2, 0), alpha: at(3, 1))
    }

    open var numberOfComponents: Int { 4 }
    open var components: UnsafePointer<CGFloat> { UnsafePointer(storage) }
    open var colorSpace: CGColorSpace { CGColorSpaceCreateDeviceRGB() }
    open var stringRepresentation: String {
        [red, green, blue, alpha].map { $0 == $0.rounded() ? String(Int($0)) : "\(Double($0))" }.joined(separator: " ")
    }

    public class var black: CIColor { CIColor(red: 0, green: 0, blue: 0) }
    public class var white: CIColor { CIColor(red: 1, green: 1, blue: 1) }
    public class var gray: CIColor { CIColor(red: 0.5, green: 0.5, blue: 0.5) }
    public class var red: CIColor { CIColor(red: 1, green: 0, blue: 0) }
    public class var green: CIColor { CIColor(red: 0, green: 1, blue: 0) }
    public class var blue: CIColor { CIColor(red: 0, green: 0, blue: 1) }
    public class var cyan: CIColor { CIColor(red: 0, green: 1, blue: 1) }
    public class var magenta: CIColor { CIColor(red: 1, green: 0, blue: 1) }
    public class var yellow: CIColor { CIColor(red: 1, green: 1, blue: 0) }
    public class var clear: CIColor { CIColor(red: 0, green: 0, blue: 0, alpha: 0) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CIColor else { return false }
        return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
    }
    open override var hash: Int { [red, green, blue, alpha].hashValue }
}
