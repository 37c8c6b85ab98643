import Foundation

/// A series of a described chart: its name, whether it is continuous, its points (Apple's
/// documentation of `AXDataSeriesDescriptor`).
open class AXDataSeriesDescriptor: NSObject, NSCopying {
    open var name: String?
    open var attributedName: NSAttributedString?
    open var isContinuous: Bool
    open var dataPoints: [AXDataPoint]

    public init(name: String, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        self.name = name; self.isContinuous = isContinuous; self.dataPoints = dataPoints
    }

    public convenience init(attributedName: NSAttributedString, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        self.init(name: attributedName.string, isContinuous: isContinuous, dataPoints: dataPoints)
        self.attributedName = attributedName
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        AXDataSeriesDescriptor(name: name ?? "", isContinuous: isContinuous, dataPoints: dataPoints)
    }
}

/// A value of a data point: a number or a category.
public struct AXDataPointValue: Sendable {
    public var number: Double
    public var category: String?
    public static func number(_ number: Double) -> AXDataPointValue { AXDataPointValue(number: number, category: nil) }
    public static func category(_ category: String) -> AXDataPointValue { AXDataPointValue(number: 0, category: category) }
}

/// A point of a series (Apple's documentation of `AXDataPoint`).
open class AXDataPoint: NSObject, NSCopying {
    open var xValue: AXDataPointValue
    open var yValue: AXDataPointValue?
    open var additionalValues: [AXDataPointValue]
    open var label: String?

    public init(x: Double, y: Double? = nil, additionalValues: [AXDataPointValue] = [], label: String? = nil) {
        xValue = .number(x); yValue = y.map(AXDataPointValue.number); self.additionalValues = additionalValues; self.label = label
    }

    public init(x: String, y: Double? = nil, additionalValues: [AXDataPointValue] = [], label: String? = nil) {
        xValue = .category(x); yValue = y.map(AXDataPointValue.number); self.additionalValues = additionalValues; self.label = label
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = AXDataPoint(x: xValue.number, y: yValue?.number, additionalValues: additionalValues, label: label)
        copy.xValue = xValue
        return copy
    }
}
