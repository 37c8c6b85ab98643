import Foundation

/// An axis of a described chart (Apple's documentation of `AXDataAxisDescriptor`).
public protocol AXDataAxisDescriptor: NSCopying {
    var title: String { get set }
    var attributedTitle: NSAttributedString { get set }
}

/// A numeric axis: its range, grid lines and how a value is read aloud.
open class AXNumericDataAxisDescriptor: NSObject, AXDataAxisDescriptor {
    /// How values are spaced along the axis.
    public enum ScaleType: Int, Sendable { case linear, ln, log10 }

    open var title: String
    open var attributedTitle: NSAttributedString {
        get { NSAttributedString(string: title) }
        set { title = newValue.string }
    }
    open var scaleType: ScaleType = .linear
    open var range: ClosedRange<Double>
    open var gridlinePositions: [Double]
    open var valueDescriptionProvider: (Double) -> String

    public init(title: String, range: ClosedRange<Double>, gridlinePositions: [Double],
                valueDescriptionProvider: @escaping (Double) -> String) {
        self.title = title; self.range = range; self.gridlinePositions = gridlinePositions
        self.valueDescriptionProvider = valueDescriptionProvider
    }

    public convenience init(attributedTitle: NSAttributedString, range: ClosedRange<Double>, gridlinePositions: [Double],
                            valueDescriptionProvider: @escaping (Double) -> String) {
        self.init(title: attributedTitle.string, range: range, gridlinePositions: gridlinePositions,
                  valueDescriptionProvider: valueDescriptionProvider)
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = AXNumericDataAxisDescriptor(title: title, range: range, gridlinePositions: gridlinePositions,
                                               valueDescriptionProvider: valueDescriptionProvider)
        copy.scaleType = scaleType
        return copy
    }
}

/// A categorical axis: its categories in order.
open class AXCategoricalDataAxisDescriptor: NSObject, AXDataAxisDescriptor {
    open var title: String
    open var attributedTitle: NSAttributedString {
        get { NSAttributedString(string: title) }
        set { title = newValue.string }
    }
    open var categoryOrder: [String]

    public init(title: String, categoryOrder: [String]) {
        self.title = title; self.categoryOrder = categoryOrder
    }

    public convenience init(attributedTitle: NSAttributedString, categoryOrder: [String]) {
        self.init(title: attributedTitle.string, categoryOrder: categoryOrder)
    }

    open func copy(with zone: NSZone? = nil) -> Any { AXCategoricalDataAxisDescriptor(title: title, categoryOrder: categoryOrder) }
}
