import Foundation

/// How `boundingRect(with:options:attributes:context:)` measures (UIKit's NSStringDrawing.h):
/// with `usesLineFragmentOrigin` the string wraps within the given width, as a multi-line label
/// does; without it, it is one line.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a measurement may scale, and what it did (NSStringDrawing.h).
open class NSStringDrawingContext {
    open var minimumScaleFactor: CGFloat = 0
    open private(set) var actualScaleFactor: CGFloat = 1
    open internal(set) var totalBounds: CGRect = .zero
    public init() {}
}

/// UIKit's string measuring (NSStringDrawing.h, `NSString (NSStringDrawing)`), which apps use to
/// size text outside views: with the font the attributes name (UIKit's default, 12 pt, when
/// none), laid out by the same text engine `Text` is, in the updating host's environment. The
/// sizes are fractional, as UIKit's; callers round them up. Without a text engine linked, zero.
enum StringDrawing {
    static func size(of string: String, attributes: [NSAttributedString.Key: Any]?, width: CGFloat?) -> CGSize {
        let environment = EnvironmentValues.current
        guard let measurer = environment.textMeasurer ?? LinkedEngines.provider?.textMeasurer else { return .zero }
        let font = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
        let styled = Text(verbatim: string).font(font.font).styled(in: environment)
        var options = TextLayoutOptions(environment)
        options.lineLimit = nil
        return measurer.layout(styled, width: width, height: nil, options: options).size
    }
}

extension NSString {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(of: self as String, attributes: attrs, width: nil)
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin) && size.width.isFinite && size.width > 0
        let measured = StringDrawing.size(of: self as String, attributes: attributes, width: wraps ? size.width : nil)
        let rect = CGRect(origin: .zero, size: CGSize(width: measured.width, height: min(measured.height, size.height)))
        context?.totalBounds = rect
        return rect
    }
}

extension StringProtocol {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSString(string: String(self)).size(withAttributes: attrs)
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) -> CGRect {
        NSString(string: String(self)).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
