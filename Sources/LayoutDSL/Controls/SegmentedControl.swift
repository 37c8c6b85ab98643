/// UISegmentedControl as iOS 13–17 draw it: equal segments on a rounded grey track, the selected
/// one a raised rounded plate; a tap on a segment selects its option.
///
/// - Height 32 pt at the regular control size: UISegmentedControl's intrinsic height since
///   iOS 13 (view dumps show `UISegmentedControl … frame = (… 32)`); 24 pt small, 20 pt mini and
///   40 pt large are estimates.
/// - Track: tertiarySystemFill (light #767680 at 12%, dark at 24%), corner radius 9; the plate is
///   inset 2 pt with radius 7, white in light mode and #636366 (systemGray2, dark) in dark
///   mode, with a soft shadow (black 12%, radius 4, 3 pt down): estimates from iOS 17
///   screenshots, matching the widely used recreations of the control.
/// - Titles 13 pt, semibold when selected, regular otherwise (UIKit's default title
///   attributes, estimated from screenshots); 1-pt separators between unselected neighbours.
/// - Width: the offer, split equally (it fills a row as in SwiftUI); segments are equal because
///   `apportionsSegmentWidthsByContent` is false by default (Apple's UISegmentedControl
///   documentation), so with no offer each is the widest title plus 8 pt on each side, and no
///   offer squeezes a segment below the widest one's minimum (`EqualSegments`).
///
/// iOS 26 (the Liquid Glass design) draws it as capsules (Apple's iOS 26 UI kit for Figma, its
/// "Segmented Control", as exported in ahmedomar365/liqkit_ui@128e7d83acd780f5fed39d793032ba0f4599677d
/// packages/liqkit_ui_design_data/figma_artifacts/segmented-controls/6-57374.design-context.txt):
/// the same 32 pt track and fill made a capsule, padding 2, the segments 4 pt apart with no
/// separators, the selected one a white capsule without a shadow; titles medium, semibold when
/// selected (the kit's 13.33 pt kept at 13). Dark mode's plate keeps iOS 18's (estimate).
nonisolated struct SegmentedControl: View {
    let picker: PickerConfiguration
    @Environment(\.controlSize) private var controlSize
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.systemDesign) private var design

    private var glass: Bool { design == .liquidGlass }

    static let plateFill = Color.system("segmentedControlPlate", .rgb(255, 255, 255), .rgb(99, 99, 102))

    static func height(_ size: ControlSize) -> CGFloat {
        switch size {
        case .mini: return 20
        case .small: return 24
        case .regular: return 32
        case .large, .extraLarge: return 40
        }
    }

    var body: some View {
        let height = Self.height(controlSize)
        return EqualSegments(spacing: glass ? 4 : 0) {
            ForEach(picker.options.indices, id: \.self) { index in segment(index) }
        }
        .padding(2)
        .frame(maxWidth: .infinity)
        .frame(height: height)
        .background(RoundedRectangle(cornerRadius: glass ? height / 2 : 9, style: glass ? .circular : .continuous)
            .fill(Color(.tertiarySystemFill)))
        // A disabled UIKit control dims as one layer (CALayer opacity), so its thumb does not
        // show the track through.
        .compositingGroup()
        .opacity(isEnabled ? 1 : 0.5)
    }

    private func segment(_ index: Int) -> some View {
        let selected = index == picker.selectedIndex
        let separated = !glass && index > 0 && !selected && index - 1 != picker.selectedIndex
        let plateRadius = glass ? (Self.height(controlSize) - 4) / 2 : 7
        return picker.options[index].view
            .font(.system(size: 13, weight: selected ? .semibold : glass ? .medium : .regular))
            .lineLimit(1)
            .padding(.horizontal, 8)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background {
                if selected {
                    RoundedRectangle(cornerRadius: plateRadius, style: glass ? .circular : .continuous).fill(Self.plateFill)
                        .shadow(color: Color.black.opacity(glass ? 0 : 0.12), radius: 4, x: 0, y: 3)
                }
            }
            .overlay(alignment: .leading) {
                if separated { Color(.separator).frame(width: 1, height: 16).offset(x: -0.5) }
            }
            .contentShape(Rectangle())
            .onTapGesture { if isEnabled { picker.select(index) } }
    }
}

/// Segments side by side in equal widths, `spacing` apart: an equal share of the offered width
/// less the gaps, but at least the widest segment's minimum each; with no offer (or an infinite
/// one), the widest segment's ideal width each. The height is the tallest segment's for the
/// offered height.
struct EqualSegments: Layout {
    var spacing: CGFloat = 0

    private func gaps(_ subviews: Subviews) -> CGFloat { spacing * CGFloat(max(subviews.count - 1, 0)) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let count = CGFloat(subviews.count)
        guard count > 0 else { return .zero }
        let each = segmentWidth(proposal.width, subviews)
        let height = subviews.map { $0.sizeThatFits(ProposedViewSize(width: each, height: proposal.height)).height }.max() ?? 0
        return CGSize(width: each * count + gaps(subviews), height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let each = subviews.isEmpty ? 0 : max(bounds.width - gaps(subviews), 0) / CGFloat(subviews.count)
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * (each + spacing), y: bounds.minY),
                          proposal: ProposedViewSize(width: each, height: bounds.height))
        }
    }

    private func segmentWidth(_ offered: CGFloat?, _ subviews: Subviews) -> CGFloat {
        guard let offered, offered.isFinite else { return subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0 }
        let minimum = subviews.map { $0.sizeThatFits(ProposedViewSize(width: 0, height: nil)).width }.max() ?? 0
        return max((offered - gaps(subviews)) / CGFloat(subviews.count), minimum)
    }
}
