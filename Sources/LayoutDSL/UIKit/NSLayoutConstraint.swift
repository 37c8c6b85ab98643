/// An Auto Layout constraint: `first.attribute relation second.attribute × multiplier + constant`
/// (https://developer.apple.com/documentation/uikit/nslayoutconstraint). Representables build
/// them for the UIKit views they make; there is no Auto Layout here (those views are drawn as a
/// placeholder), so a constraint keeps its terms and whether it is active, and lays out nothing.
open class NSLayoutConstraint {
    /// The part of an item's frame a constraint relates. Raw values are iOS's.
    public enum Attribute: Int, Hashable, Sendable {
        case notAnAttribute = 0, left, right, top, bottom, leading, trailing, width, height, centerX, centerY,
             lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin,
             trailingMargin, centerXWithinMargins, centerYWithinMargins
    }

    public enum Relation: Int, Hashable, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    public enum Axis: Int, Hashable, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// Held weakly: views hold their constraints.
    public private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    open var constant: CGFloat
    open var priority: UILayoutPriority = .required
    open var isActive = false
    open var identifier: String?

    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
    }

    /// Marks each constraint active, as UIKit's does before installing them.
    open class func activate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = true } }
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = false } }
}
