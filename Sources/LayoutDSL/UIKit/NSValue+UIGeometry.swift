import Foundation

/// UIKit's geometry in `NSValue` (UIGeometry.h, `NSValue (NSValueUIGeometryExtensions)`): a
/// keyboard notification's frame is read as `cgRectValue`. On Linux `CGRect` is Foundation's
/// rectangle, which swift-corelibs-foundation boxes as `NSValue(rect:)`.
extension NSValue {
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    public var cgRectValue: CGRect { rectValue }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
}
