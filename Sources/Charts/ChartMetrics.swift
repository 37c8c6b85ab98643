import LayoutDSL

/// iOS's default metrics of marks, axes and legends, each with where it comes from: measured on
/// iOS renders (docs/charts.md §1 lists the images and pixels), Apple's documentation, or an
/// estimate still to be measured (marked so).
enum ChartMetrics {
    /// LineMark's stroke: 2 pt (measured: 6 px at 3x on a two-series line chart).
    static let lineWidth: CGFloat = 2
    /// A bar of a binned date takes 0.49 of its unit (measured: 23.8 pt bars in 48.6 pt days).
    static let binnedBarRatio: CGFloat = 0.49
    /// Bars and rectangles take 70 % of their step: a category's band, or the distance between
    /// neighbouring values of a continuous axis (Apple's documentation of `RectangleMark`'s
    /// width and height; measured: 8 pt bars 11.7 pt apart on a date axis without units).
    static let stepRatio: CGFloat = 0.7
    /// The width of a bar or rectangle on a continuous axis with a single value (estimate).
    static let loneBarWidth: CGFloat = 8
    /// A point's symbol: an 8 pt circle, as the legend's swatch (estimate).
    static let pointSize: CGFloat = 8
    /// A rule's stroke (estimate).
    static let ruleWidth: CGFloat = 1

    /// Grid lines: 0.5 pt in the label colour family at a third (measured: 1.5 px at 3x,
    /// (206,206,208) over white at 75 % coverage: (60,60,67) at 0.335).
    static let gridLineWidth: CGFloat = 0.5
    static let gridLineOpacity: Double = 0.335
    /// Ticks: as grid lines, 4 pt long outside the plot (length: estimate).
    static let tickLength: CGFloat = 4
    /// Value labels: caption2, secondary (measured: 11 pt glyphs, (138,138,142) over white).
    static let labelFont: Font = .caption2
    /// Space between an axis' ticks or plot edge and its labels (measured: "M" 4 pt under the plot).
    static let labelSpacing: CGFloat = 4
    /// The legend: caption2 labels after 8 pt circles, 5 pt from their swatch, entries 9 pt
    /// apart, 8 pt below the x axis' labels (measured: visible gaps of 5.7 and 9.3 pt, less the
    /// glyphs' side bearings; 7.7 pt from the labels' line to the legend's).
    static let legendSwatch: CGFloat = 8
    static let legendSwatchSpacing: CGFloat = 5
    static let legendEntrySpacing: CGFloat = 9
    static let legendSpacing: CGFloat = 8
    /// The size a chart takes on an unspecified proposal (estimate).
    static let idealSize = CGSize(width: 300, height: 200)
}
