import Foundation

/// UIKit's insets, by physical edge (left and right, not leading and trailing): SwiftUI files use
/// them for values, and they are the type of
/// `ViewImageConfig.safeArea`, so iOS snapshot code that builds its own config compiles here.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    public static let zero = UIEdgeInsets()
}
