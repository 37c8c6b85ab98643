/// The drum's measures (see `Wheel` and `WheelColumn`).
enum WheelMetrics {
    static let rowHeight: CGFloat = 32
    static let height: CGFloat = 216
    static let radius: CGFloat = 100
}

/// UIPickerView's look, shared by wheel pickers and wheel date pickers: columns of rows on a
/// drum, the selected row in a rounded band across the middle.
///
/// - 320 × 216 pt ideal, 216 tall at any width: UIPickerView's default size ("by default, a
///   UIPickerView is as wide as the view that contains it, and its height is 216", with a logged
///   `frame.size = 320 × 216`; markmeretzky.com, INFO1-CE9236 "picker"; UIKit pins any other
///   height to 216). It takes the width it is offered.
/// - Rows 32 pt (iOS 14+), text 21 pt; the band is tertiarySystemFill with corner radius 8, inset
///   8 pt from the sides: estimates from iOS 17 screenshots.
nonisolated struct Wheel<Columns: View>: View {
    let columns: Columns

    init(@ViewBuilder columns: () -> Columns) { self.columns = columns() }

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 8, style: .continuous)
                .fill(Color(.tertiarySystemFill))
                .frame(height: WheelMetrics.rowHeight)
                .padding(.horizontal, 8)
            HStack(spacing: 0) { columns }
                .padding(.horizontal, 16)
        }
        .frame(minWidth: 0, idealWidth: 320, maxWidth: .infinity)
        .frame(height: WheelMetrics.height)
        .clipped()
    }
}

/// One wheel of a `Wheel`: rows on a drum of radius 100 pt seen from the front. The row `d`
/// places from the middle turns by `d × 32 / 100` radians, so it sits `100 sin θ` from the
/// middle, squeezed to `cos θ` of its height and faded with the angle; rows past a quarter turn
/// are hidden. With no selected row (a selection no option matches) the first row sits in the
/// band but is not selected. A tap on a row selects it, as tapping a row turns the wheel to it;
/// a vertical drag turns the wheel by the rows it travels, with the fling a release predicts
/// (`predictedEndTranslation`), and selects the row it stops at, clamped to the first and last.
nonisolated struct WheelColumn: View {
    let rows: [AnyView]
    let selectedIndex: Int?
    let select: (Int) -> Void
    var alignment: Alignment = .center

    var body: some View {
        let center = selectedIndex ?? 0
        ZStack {
            ForEach(rows.indices.filter { abs($0 - center) <= 3 }, id: \.self) { index in
                let angle: Double = Double(index - center) * Double(WheelMetrics.rowHeight / WheelMetrics.radius)
                let shade: Double = 0.25 + 0.5 * cos(angle) * cos(angle)
                rows[index]
                    .font(.system(size: 21))
                    .lineLimit(1)
                    .frame(maxWidth: .infinity, alignment: alignment)
                    .frame(height: WheelMetrics.rowHeight)
                    .scaleEffect(x: 1, y: CGFloat(cos(angle)))
                    .offset(y: WheelMetrics.radius * CGFloat(sin(angle)))
                    .opacity(index == selectedIndex ? 1 : shade)
                    .onTapGesture { select(index) }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .contentShape(Rectangle())
        .gesture(DragGesture().onEnded { drag in
            guard !rows.isEmpty else { return }
            let steps = Int((-drag.predictedEndTranslation.height / WheelMetrics.rowHeight).rounded())
            select(min(max(center + steps, 0), rows.count - 1))
        })
    }
}
