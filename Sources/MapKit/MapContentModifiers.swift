import LayoutDSL

/// Content with its elements changed by a modifier: each element keeps what it set itself, as
/// an environment value set closer to a view wins.
nonisolated public struct _ModifiedMapContent: MapContent, PrimitiveMapContent {
    let elements: [MapElement]
}

extension MapContent {
    func modified(_ change: (inout MapElement) -> Void) -> _ModifiedMapContent {
        _ModifiedMapContent(elements: resolvedElements.map { element in
            var element = element
            change(&element)
            return element
        })
    }

    /// The tint of markers and of lines without a stroke of their own.
    public func tint(_ tint: Color?) -> some MapContent { modified { if $0.tint == nil { $0.tint = tint } } }

    /// How polylines, polygons and circles are stroked.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some MapContent {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some MapContent {
        modified {
            if $0.stroke == nil { $0.stroke = AnyShapeStyle(content) }
            if $0.strokeStyle == nil { $0.strokeStyle = style }
        }
    }

    /// How polygons and circles are filled.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some MapContent {
        modified { if $0.fill == nil { $0.fill = AnyShapeStyle(style) } }
    }

    /// The value a selection binding takes when this content is selected.
    public func tag<V: Hashable>(_ tag: V) -> some MapContent { modified { if $0.tag == nil { $0.tag = tag } } }

    /// Whether the titles of markers and annotations show.
    public func annotationTitles(_ visibility: Visibility) -> some MapContent {
        modified { if visibility == .hidden { $0.showsTitle = false } }
    }

    /// Subtitles show only when selected on iOS: nothing changes in a frame at rest.
    public func annotationSubtitles(_ visibility: Visibility) -> some MapContent { modified { _ in } }

    /// Which map layer an overlay is drawn in: over roads or over labels; the same here, where
    /// the surface has neither.
    public func mapOverlayLevel(level: MKOverlayLevel) -> some MapContent { modified { _ in } }
}

/// The layer an overlay is drawn in (Apple's documentation of `MKOverlayLevel`).
public enum MKOverlayLevel: Int, Sendable {
    case aboveRoads, aboveLabels
}
