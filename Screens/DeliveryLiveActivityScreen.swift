import ActivityKit
import SwiftUI
import WidgetKit

/// A food delivery's Live Activity as a widget extension declares it: attributes with a content
/// state, the Lock Screen view, and the Dynamic Island's presentations, previewed with WidgetKit's
/// `#Preview(_:as:using:widget:contentStates:)` for each content state.
struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var stage: Stage
        var minutesLeft: Int
    }

    enum Stage: String, Codable, Hashable {
        case preparing = "Preparing"
        case onTheWay = "On the way"
        case arriving = "Arriving"
    }

    var restaurant: String
    var orderNumber: String
}

struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            VStack(alignment: .leading, spacing: 10) {
                HStack {
                    Label(context.attributes.restaurant, systemImage: "fork.knife")
                        .font(.headline)
                    Spacer()
                    Text("#\(context.attributes.orderNumber)")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                HStack(alignment: .firstTextBaseline) {
                    Text(context.state.stage.rawValue)
                        .font(.title3.weight(.semibold))
                    Spacer()
                    Text("\(context.state.minutesLeft) min")
                        .font(.title2.bold())
                        .foregroundStyle(.orange)
                }
                ProgressView(value: context.state.stage.progress)
                    .tint(.orange)
            }
            .padding(14)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.attributes.restaurant, systemImage: "fork.knife")
                        .font(.subheadline)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.minutesLeft) min")
                        .font(.headline)
                        .foregroundStyle(.orange)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(alignment: .leading, spacing: 8) {
                        Text(context.state.stage.rawValue)
                            .font(.headline)
                        ProgressView(value: context.state.stage.progress)
                            .tint(.orange)
                    }
                }
            } compactLeading: {
                Image(systemName: "fork.knife")
                    .foregroundStyle(.orange)
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m")
                    .foregroundStyle(.orange)
            } minimal: {
                Image(systemName: "fork.knife")
                    .foregroundStyle(.orange)
            }
            .keylineTint(.orange)
        }
    }
}

extension DeliveryAttributes.Stage {
    var progress: Double {
        switch self {
        case .preparing: 0.25
        case .onTheWay: 0.6
        case .arriving: 0.9
        }
    }
}

extension DeliveryAttributes {
    static let preview = DeliveryAttributes(restaurant: "Trattoria Roma", orderNumber: "4821")
}

#Preview("Lock Screen", as: .content, using: DeliveryAttributes.preview) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryAttributes.ContentState(stage: .preparing, minutesLeft: 25)
    DeliveryAttributes.ContentState(stage: .onTheWay, minutesLeft: 12)
}

#Preview("Expanded", as: .dynamicIsland(.expanded), using: DeliveryAttributes.preview) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryAttributes.ContentState(stage: .onTheWay, minutesLeft: 12)
}

#Preview("Compact", as: .dynamicIsland(.compact), using: DeliveryAttributes.preview) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryAttributes.ContentState(stage: .arriving, minutesLeft: 3)
}
