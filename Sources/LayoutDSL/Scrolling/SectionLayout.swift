/// A section in a lazy stack: header, rows and footer one after another along the stack's
/// axis, with its spacing and alignment. Subviews are the rows, then the header and footer
/// (so pinned ones draw over the rows).
///
/// Pinning follows UIKit's plain table sections, which SwiftUI's `pinnedViews` reproduce: a
/// pinned header sits at the leading edge of the visible region while its section is in view
/// and is pushed out by the section's end (it never leaves the section); a pinned footer sits
/// at the trailing edge of the visible region and never rises above its header. The visible
/// region is the scroll view's less its content insets (`adjustedContentInset`: the safe area
/// under bars), so a header pins below a navigation bar, not under it.
struct SectionBehavior: DeferredContentBehavior {
    let container: SectionContainer
    let hasHeader: Bool
    let hasFooter: Bool
    /// Room left before the header (a grouped list's `listSectionSpacing`).
    var spaceBefore: CGFloat = 0
    /// The room left instead when the section is its list's first element, if it differs.
    var firstSpaceBefore: CGFloat?
    /// Set by the lazy stack that builds the section: whether it is the list's first element.
    let leading = Leading()
    private let visible = VisibleRegion()

    final class VisibleRegion { var rect: CGRect? }
    final class Leading { var isFirst = false }

    private var space: CGFloat { leading.isFirst ? firstSpaceBefore ?? spaceBefore : spaceBefore }

    var name: String { "Section" }
    var isContainer: Bool { true }

    private var axis: Axis { container.axis }

    /// The subviews in reading order: header, rows, footer.
    private func ordered(_ subviews: NodeList) -> [Int] {
        let rows = subviews.count - (hasHeader ? 1 : 0) - (hasFooter ? 1 : 0)
        return (hasHeader ? [rows] : []) + Array(0..<rows) + (hasFooter ? [subviews.count - 1] : [])
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(axis, major: nil, minor: proposal[axis.other])
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        let sizes = node.subviews.map { $0.sizeThatFits(childProposal(proposal)) }
        let major = space + sizes.reduce(0) { $0 + $1[axis] } + container.spacing * CGFloat(max(sizes.count - 1, 0))
        return CGSize(axis, major: major, minor: proposal[axis.other] ?? sizes.map { $0[axis.other] }.max() ?? 0)
    }

    /// Records the visible region (in the section's space) that pinning needs.
    func buildContent(node: LayoutNode, geometry: GeometryProxy) { visible.rect = geometry.insetVisibleRect }

    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> Placements {
        let proposal = childProposal(ProposedViewSize(axis, major: nil, minor: size[axis.other]))
        let dimensions = ViewDimensions(size: size)
        var result = [Placement?](repeating: nil, count: node.subviews.count)
        var cursor = space
        for index in ordered(node.subviews) {
            let child = node.subviews[index]
            let childSize = child.sizeThatFits(proposal)
            var origin = CGPoint.zero
            origin[axis] = cursor
            origin[axis.other] = dimensions[container.alignment] - child.guide(container.alignment, proposal)
            result[index] = Placement(origin: origin, proposal: proposal, size: childSize)
            cursor += childSize[axis] + container.spacing
        }
        var placements = Placements(result.compactMap { $0 })
        pin(&placements, extent: size[axis])
        return placements
    }

    private func pin(_ placements: inout Placements, extent: CGFloat) {
        guard let region = visible.rect else { return }
        let headerExtent = hasHeader ? placements[placements.count - (hasFooter ? 2 : 1)].size[axis] : 0
        let footerExtent = hasFooter ? placements[placements.count - 1].size[axis] : 0
        if hasHeader, container.pinned.contains(.sectionHeaders) {
            let index = placements.count - (hasFooter ? 2 : 1)
            let end = extent - headerExtent - (container.pinned.contains(.sectionFooters) ? footerExtent : 0)
            placements[index].origin[axis] = min(max(region.origin[axis], 0), max(end, 0))
        }
        if hasFooter, container.pinned.contains(.sectionFooters) {
            let index = placements.count - 1
            let start = container.pinned.contains(.sectionHeaders) ? headerExtent : 0
            let natural = extent - footerExtent
            placements[index].origin[axis] = max(min(region.origin[axis] + region.size[axis] - footerExtent, natural), start)
        }
    }
}
