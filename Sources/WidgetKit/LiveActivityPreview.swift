import ActivityKit
import LayoutDSL

/// What a Live Activity `#Preview` renders: the activity's presentation of one kind for each of
/// the preview's content states, at its size on the previewed screen (`LiveActivityMetrics`).
enum LiveActivityPreview {
    @MainActor
    static func timeline<A: ActivityAttributes, W: Widget>(kind: ActivityPreviewViewKind, attributes: A, widget: W,
                                                           states: @escaping @MainActor () async -> [A.ContentState]) -> PreviewTimeline {
        func failure(_ message: String) -> PreviewTimeline {
            PreviewTimeline(size: { _ in .failure(PreviewTimelineError(message)) }, entries: [], failure: PreviewTimelineError(message))
        }
        guard let activity = widget.configurationContent?.activity, activity.attributesType == A.self else {
            return failure("\(W.self)'s body is not an ActivityConfiguration for \(A.self)")
        }
        let list = runToCompletion { await states() }
        guard !list.isEmpty else { return failure("the preview of \(W.self) has no content states") }
        let views = list.compactMap { activity.view(attributes, $0, false, kind) }
        return PreviewTimeline(size: { screen in .success(LiveActivityMetrics.size(of: kind, views: views, screen: screen)) },
                               entries: views)
    }

    /// One presentation of the activity.
    @MainActor
    static func view(of kind: ActivityPreviewViewKind, lockScreen: AnyView, island: DynamicIsland) -> AnyView {
        switch kind {
        case .content: AnyView(LockScreenActivityView(content: lockScreen))
        case .dynamicIsland(.compact): AnyView(CompactIslandView(island: island))
        case .dynamicIsland(.minimal): AnyView(MinimalIslandView(island: island))
        case .dynamicIsland(.expanded): AnyView(ExpandedIslandView(island: island))
        }
    }
}

/// The Lock Screen presentation: the activity's view on its background (the app's
/// `activityBackgroundTint`, else the system's), in a rounded rectangle as wide as notifications.
struct LockScreenActivityView: View {
    let content: AnyView
    @State private var tint: Color??

    var body: some View {
        content
            .frame(maxWidth: .infinity, minHeight: LiveActivityMetrics.minimumHeight, maxHeight: LiveActivityMetrics.maximumHeight)
            .onPreferenceChange(ActivityBackgroundTintKey.self) { tint = $0 }
            .background((tint ?? nil).map(AnyShapeStyle.init) ?? LiveActivityMetrics.systemBackground)
            .clipShape(RoundedRectangle(cornerRadius: LiveActivityMetrics.lockScreenCornerRadius, style: .continuous))
    }
}

/// The compact presentation: the leading and trailing views in their halves either side of the
/// island's TrueDepth camera, on the island's black (the HIG's compact widths: the halves share
/// what the camera leaves).
struct CompactIslandView: View {
    let island: DynamicIsland

    var body: some View {
        HStack(spacing: LiveActivityMetrics.camera) {
            island.compactLeading.frame(maxWidth: .infinity)
            island.compactTrailing.frame(maxWidth: .infinity)
        }
        .frame(height: LiveActivityMetrics.islandHeight)
        .background(Capsule().fill(Color.black))
        .environment(\.colorScheme, .dark)
    }
}

/// The minimal presentation: one view in a capsule the island's height, 36.67 to 45 wide.
struct MinimalIslandView: View {
    let island: DynamicIsland

    var body: some View {
        island.minimal
            .frame(minWidth: LiveActivityMetrics.islandHeight, maxWidth: LiveActivityMetrics.minimalMaximumWidth)
            .frame(height: LiveActivityMetrics.islandHeight)
            .background(Capsule().fill(Color.black))
            .environment(\.colorScheme, .dark)
    }
}

/// The expanded presentation: the leading and trailing regions beside the camera, the centre
/// region below it, the bottom region across, on the island's black.
struct ExpandedIslandView: View {
    let island: DynamicIsland

    private func region(_ position: DynamicIslandExpandedRegionPosition) -> some View {
        ForEach(Array(island.expanded.enumerated().filter { $0.element.position == position }), id: \.offset) { $0.element.view }
    }

    var body: some View {
        VStack(spacing: 0) {
            HStack(alignment: .top, spacing: 0) {
                VStack(alignment: .leading, spacing: 0) { region(.leading) }
                    .frame(maxWidth: .infinity, alignment: .leading)
                VStack(spacing: 0) { region(.center) }
                    .padding(.top, LiveActivityMetrics.islandHeight)
                VStack(alignment: .trailing, spacing: 0) { region(.trailing) }
                    .frame(maxWidth: .infinity, alignment: .trailing)
            }
            VStack(spacing: 0) { region(.bottom) }
                .frame(maxWidth: .infinity)
        }
        .padding(LiveActivityMetrics.expandedMargins)
        .frame(maxWidth: .infinity, minHeight: LiveActivityMetrics.minimumHeight, maxHeight: LiveActivityMetrics.maximumHeight,
               alignment: .top)
        .background(RoundedRectangle(cornerRadius: LiveActivityMetrics.expandedCornerRadius, style: .continuous).fill(Color.black))
        .environment(\.colorScheme, .dark)
    }
}
