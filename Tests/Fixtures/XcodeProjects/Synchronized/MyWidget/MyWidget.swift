import SwiftUI

struct MyWidgetView: View {
    var body: some View { Text("Hi").foregroundStyle(Theme.accent) }
}
