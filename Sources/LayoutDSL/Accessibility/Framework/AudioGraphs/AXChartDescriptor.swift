import Foundation

/// A chart described for VoiceOver's Audio Graphs (Apple's documentation of the Accessibility
/// framework's `AXChartDescriptor`, which `import SwiftUI` brings): its title, axes and series.
/// A picture shows none of it; it is kept as given.
open class AXChartDescriptor: NSObject, NSCopying {
    /// The order in which the chart's data reads.
    public enum ContentDirection: Int, Sendable {
        case leftToRight, rightToLeft, topToBottom, bottomToTop, radialClockwise, radialCounterClockwise
    }

    open var title: String?
    open var attributedTitle: NSAttributedString?
    open var summary: String?
    open var xAxis: AXDataAxisDescriptor
    open var yAxis: AXNumericDataAxisDescriptor?
    open var additionalAxes: [AXDataAxisDescriptor]
    open var series: [AXDataSeriesDescriptor]
    open var contentDirection: ContentDirection = .leftToRight
    open var contentFrame: CGRect = .zero

    public init(title: String?, summary: String?, xAxis: AXDataAxisDescriptor, yAxis: AXNumericDataAxisDescriptor?,
                additionalAxes: [AXDataAxisDescriptor] = [], series: [AXDataSeriesDescriptor]) {
        self.title = title; self.summary = summary; self.xAxis = xAxis; self.yAxis = yAxis
        self.additionalAxes = additionalAxes; self.series = series
    }

    public convenience init(attributedTitle: NSAttributedString?, summary: String?, xAxis: AXDataAxisDescriptor,
                            yAxis: AXNumericDataAxisDescriptor?, additionalAxes: [AXDataAxisDescriptor] = [],
                            series: [AXDataSeriesDescriptor]) {
        self.init(title: attributedTitle?.string, summary: summary, xAxis: xAxis, yAxis: yAxis,
                  additionalAxes: additionalAxes, series: series)
        self.attributedTitle = attributedTitle
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = AXChartDescriptor(title: title, summary: summary, xAxis: xAxis, yAxis: yAxis,
                                     additionalAxes: additionalAxes, series: series)
        copy.attributedTitle = attributedTitle; copy.contentDirection = contentDirection; copy.contentFrame = contentFrame
        return copy
    }
}

/// A type that describes its chart for Audio Graphs (`accessibilityChartDescriptor(_:)`).
public protocol AXChartDescriptorRepresentable {
    func makeChartDescriptor() -> AXChartDescriptor
    func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

extension AXChartDescriptorRepresentable {
    public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}

nonisolated extension View {
    /// Describes the view's chart for Audio Graphs; nothing drawn changes.
    public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> some View { self }
}
