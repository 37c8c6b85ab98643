/// Where a popover kept as a popover goes, as UIKit's `_UIPopoverLayoutInfo` decides with every
/// arrow direction permitted: four candidates in turn (above the source with the arrow down,
/// on its right with the arrow left, below with the arrow up, on its left with the arrow
/// right), each centred on the source, moved to stay in the allowed region (the safe area less
/// `PopoverMetrics.margins`) and cut to it and to its side of the source; the one showing the
/// largest area wins, the first on a tie. SwiftUI's `arrowEdge`, the edge of the source the
/// arrow sits at, keeps only that candidate.
struct PopoverPlacement: Equatable {
    /// The source's frame, the screen's and its safe-area insets, in one coordinate space.
    var source: CGRect
    var screen: CGRect
    var safeArea: EdgeInsets
    /// The source's edge the arrow is at (`popover(arrowEdge:)`); nil: any.
    var arrowEdge: Edge?
    /// The body's corners, which the arrow keeps clear of.
    var cornerRadius: CGFloat = PopoverMetrics.cornerRadius

    /// Where the popover goes: its whole frame (arrow included), the content's part of it, the
    /// source's edge the arrow is at and the arrow's tip; no arrow (`sourceEdge` nil) where the
    /// content covers the source, as a popover whose source leaves it no side does.
    struct Frame: Equatable {
        var popover: CGRect
        var content: CGRect
        var sourceEdge: Edge?
        var tip: CGPoint
        /// The body's corners (`PopoverMetrics.cornerRadius`, `GlassPopoverMetrics.cornerRadius`).
        var cornerRadius: CGFloat

        /// The popover whose content is at `content` beside `source`: the arrow on the side
        /// facing the source, its tip on the source's edge at the source's middle, kept
        /// `cornerRadius` + `arrowCornerClearance` from the popover's corners.
        init(content: CGRect, source: CGRect, cornerRadius: CGFloat = PopoverMetrics.cornerRadius) {
            let arrow = PopoverMetrics.arrowHeight, clearance = cornerRadius + PopoverMetrics.arrowCornerClearance
            /// Kept between the corners' clearances; on a side too short for both, at its middle.
            func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
                low <= high ? min(max(value, low), high) : (low + high) / 2
            }
            self.content = content
            self.cornerRadius = cornerRadius
            if content.minY >= source.maxY - 0.5 {
                sourceEdge = .bottom
                popover = CGRect(x: content.minX, y: content.minY - arrow, width: content.width, height: content.height + arrow)
                tip = CGPoint(x: clamp(source.midX, popover.minX + clearance, popover.maxX - clearance), y: popover.minY)
            } else if content.maxY <= source.minY + 0.5 {
                sourceEdge = .top
                popover = CGRect(x: content.minX, y: content.minY, width: content.width, height: content.height + arrow)
                tip = CGPoint(x: clamp(source.midX, popover.minX + clearance, popover.maxX - clearance), y: popover.maxY)
            } else if content.minX >= source.maxX - 0.5 {
                sourceEdge = .trailing
                popover = CGRect(x: content.minX - arrow, y: content.minY, width: content.width + arrow, height: content.height)
                tip = CGPoint(x: popover.minX, y: clamp(source.midY, popover.minY + clearance, popover.maxY - clearance))
            } else if content.maxX <= source.minX + 0.5 {
                sourceEdge = .leading
                popover = CGRect(x: content.minX, y: content.minY, width: content.width + arrow, height: content.height)
                tip = CGPoint(x: popover.maxX, y: clamp(source.midY, popover.minY + clearance, popover.maxY - clearance))
            } else {
                sourceEdge = nil
                popover = content
                tip = CGPoint(x: content.midX, y: content.midY)
            }
        }
    }

    /// The allowed region.
    var region: CGRect {
        let m = PopoverMetrics.margins
        let top = safeArea.top + m.top, leading = safeArea.leading + m.leading
        return CGRect(x: screen.minX + leading, y: screen.minY + top,
                      width: max(screen.width - leading - safeArea.trailing - m.trailing, 0),
                      height: max(screen.height - top - safeArea.bottom - m.bottom, 0))
    }

    func frame(for content: CGSize) -> Frame {
        let order: [Edge] = arrowEdge.map { [$0] } ?? [.top, .trailing, .bottom, .leading]
        var best: (frame: Frame, area: CGFloat)?
        for edge in order {
            let candidate = self.candidate(edge, content: content)
            let area = (candidate.popover.width * candidate.popover.height).rounded()
            if best == nil || area > best!.area { best = (candidate, area) }
        }
        return best!.frame
    }

    /// Where the content goes in the Liquid Glass design: beside the source as `frame(for:)`
    /// places it when a side holds all of it; else, with no side for it (a source as large as
    /// the screen, as a dialog attached to a whole list), centred in the allowed region with no
    /// arrow, as UIKit centres a popover it cannot point from (inference: no iOS 26 image of one
    /// found).
    func glassContent(for content: CGSize) -> CGRect {
        let beside = frame(for: content).content
        guard beside.width < content.width - 0.5 || beside.height < content.height - 0.5 else { return beside }
        let region = region, width = min(content.width, region.width), height = min(content.height, region.height)
        return CGRect(x: (region.midX - width / 2).rounded(), y: (region.midY - height / 2).rounded(), width: width, height: height)
    }

    /// The popover at the source's `edge`: centred on the source across that edge, in the region.
    private func candidate(_ edge: Edge, content: CGSize) -> Frame {
        let arrow = PopoverMetrics.arrowHeight, region = region
        let vertical = edge == .top || edge == .bottom
        let size = vertical ? CGSize(width: content.width, height: content.height + arrow)
                            : CGSize(width: content.width + arrow, height: content.height)
        var frame: CGRect
        let side: CGRect
        switch edge {
        case .top:
            frame = CGRect(x: source.minX + (source.width / 2).rounded(.down) - (size.width / 2).rounded(.down),
                           y: source.minY - size.height, width: size.width, height: size.height)
            side = CGRect(x: region.minX, y: region.minY, width: region.width, height: max(source.minY - region.minY, 0))
        case .bottom:
            frame = CGRect(x: source.minX + (source.width / 2).rounded(.down) - (size.width / 2).rounded(.down),
                           y: source.maxY, width: size.width, height: size.height)
            side = CGRect(x: region.minX, y: source.maxY, width: region.width, height: max(region.maxY - source.maxY, 0))
        case .trailing:
            frame = CGRect(x: source.maxX, y: source.midY - size.height / 2, width: size.width, height: size.height)
            side = CGRect(x: source.maxX, y: region.minY, width: max(region.maxX - source.maxX, 0), height: region.height)
        case .leading:
            frame = CGRect(x: source.minX - size.width, y: source.midY - size.height / 2, width: size.width, height: size.height)
            side = CGRect(x: region.minX, y: region.minY, width: max(source.minX - region.minX, 0), height: region.height)
        }
        // Moved across the arrow's axis to stay in the region, then cut to the region's side.
        if vertical {
            frame.origin.x = min(max(frame.minX, region.minX), max(region.maxX - frame.width, region.minX))
        } else {
            frame.origin.y = min(max(frame.minY, region.minY), max(region.maxY - frame.height, region.minY))
        }
        frame = frame.intersection(side)
        if frame.isNull { frame = CGRect(origin: CGPoint(x: side.minX, y: side.minY), size: .zero) }
        frame = CGRect(x: frame.minX.rounded(), y: frame.minY.rounded(), width: frame.width, height: frame.height)
        var content = frame
        switch edge {
        case .top: content.size.height = max(frame.height - arrow, 0)
        case .bottom: content.origin.y += arrow; content.size.height = max(frame.height - arrow, 0)
        case .trailing: content.origin.x += arrow; content.size.width = max(frame.width - arrow, 0)
        case .leading: content.size.width = max(frame.width - arrow, 0)
        }
        return Frame(content: content, source: source, cornerRadius: cornerRadius)
    }
}
