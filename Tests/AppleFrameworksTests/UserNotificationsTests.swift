import Foundation
import Testing
@testable import UserNotifications

/// The center of an app nobody has answered: not authorized, requests kept and listed, nothing delivered.
@Suite(.serialized)
struct UserNotificationsTests {
    final class Delegate: NSObject, UNUserNotificationCenterDelegate {}

    private func content(_ title: String) -> UNMutableNotificationContent {
        let content = UNMutableNotificationContent()
        content.title = title
        content.body = "Body"
        content.sound = .default
        content.badge = 3
        content.userInfo = ["id": 7]
        return content
    }

    @Test func authorizationIsNotDetermined() async throws {
        let center = UNUserNotificationCenter.current()
        #expect(center === UNUserNotificationCenter.current())
        var answer: (Bool, (any Error)?)?
        center.requestAuthorization(options: [.alert, .badge, .sound]) { answer = ($0, $1) }
        #expect(answer?.0 == false && answer?.1 == nil)
        #expect(try await center.requestAuthorization(options: .alert) == false)
        let settings = await center.notificationSettings()
        #expect(settings.authorizationStatus == .notDetermined && settings.alertSetting == .notSupported)
        var status: UNAuthorizationStatus?
        center.getNotificationSettings { status = $0.authorizationStatus }
        #expect(status == .notDetermined)
        #expect(UNAuthorizationOptions.timeSensitive.rawValue == 256 && UNAuthorizationStatus.provisional.rawValue == 3)
    }

    @Test func requestsAreKeptAndReplacedByIdentifier() async throws {
        let center = UNUserNotificationCenter.current()
        center.removeAllPendingNotificationRequests()
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: false)
        var added: (any Error)?? = .none
        center.add(UNNotificationRequest(identifier: "a", content: content("First"), trigger: trigger)) { added = .some($0) }
        #expect(added != nil)
        try await center.add(UNNotificationRequest(identifier: "b", content: content("Second"), trigger: nil))
        try await center.add(UNNotificationRequest(identifier: "a", content: content("Replaced"), trigger: trigger))
        let pending = await center.pendingNotificationRequests()
        #expect(pending.map(\.identifier) == ["a", "b"] && pending.map(\.content.title) == ["Replaced", "Second"])
        #expect(pending[0].content.badge == 3 && pending[0].content.userInfo["id"] as? Int == 7)
        #expect((pending[0].trigger as? UNTimeIntervalNotificationTrigger)?.timeInterval == 3600)
        center.removePendingNotificationRequests(withIdentifiers: ["a"])
        var listed: [String] = []
        center.getPendingNotificationRequests { listed = $0.map(\.identifier) }
        #expect(listed == ["b"])
        #expect(await center.deliveredNotifications().isEmpty)
        center.removeAllPendingNotificationRequests()
        #expect(await center.pendingNotificationRequests().isEmpty)
    }

    @Test func requestsCopyTheirContent() {
        let mutable = content("Before")
        let request = UNNotificationRequest(identifier: "c", content: mutable, trigger: nil)
        mutable.title = "After"
        #expect(request.content.title == "Before" && !(request.content is UNMutableNotificationContent))
        let copy = request.content.mutableCopy() as? UNMutableNotificationContent
        #expect(copy?.title == "Before" && copy?.body == "Body")
    }

    @Test func categoriesAreASetByIdentifier() async {
        let center = UNUserNotificationCenter.current()
        let reply = UNTextInputNotificationAction(identifier: "reply", title: "Reply", options: [],
                                                  textInputButtonTitle: "Send", textInputPlaceholder: "Message")
        let delete = UNNotificationAction(identifier: "delete", title: "Delete", options: [.destructive, .authenticationRequired],
                                          icon: UNNotificationActionIcon(systemImageName: "trash"))
        let message = UNNotificationCategory(identifier: "message", actions: [reply, delete], intentIdentifiers: [],
                                             options: .customDismissAction)
        let again = UNNotificationCategory(identifier: "message", actions: [], intentIdentifiers: [])
        center.setNotificationCategories([message, again])
        let categories = await center.notificationCategories()
        #expect(categories.count == 1 && categories.first?.actions.map(\.identifier).count ?? 2 <= 2)
        #expect(delete.options.contains(.destructive) && reply.textInputButtonTitle == "Send")
        center.setNotificationCategories([])
    }

    @Test func calendarTriggerFindsTheNextMatchingDate() throws {
        var components = DateComponents()
        components.hour = 9
        components.minute = 30
        let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
        let next = try #require(trigger.nextTriggerDate())
        let matched = Calendar.current.dateComponents([.hour, .minute, .second], from: next)
        #expect(matched.hour == 9 && matched.minute == 30 && matched.second == 0)
        #expect(next > Date() && next.timeIntervalSinceNow <= 86_400 && trigger.repeats)
    }

    @Test func attachmentsNeedTheirFile() throws {
        #expect(throws: (any Error).self) {
            try UNNotificationAttachment(identifier: "x", url: URL(fileURLWithPath: "/nonexistent/image.png"))
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("un-\(UUID().uuidString).png")
        try Data([1]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try UNNotificationAttachment(identifier: "x", url: file, options: nil).identifier == "x")
    }

    @Test func delegateDefaultsCallTheirHandlers() {
        let delegate = Delegate()
        let center = UNUserNotificationCenter.current()
        center.delegate = delegate
        #expect(center.delegate === delegate)
        let notification = UNNotification(date: Date(), request: UNNotificationRequest(identifier: "d", content: content("D"), trigger: nil))
        var options: UNNotificationPresentationOptions?
        delegate.userNotificationCenter(center, willPresent: notification) { options = $0 }
        #expect(options == [])
        var received = false
        let response = UNNotificationResponse(notification: notification, actionIdentifier: UNNotificationDefaultActionIdentifier)
        delegate.userNotificationCenter(center, didReceive: response) { received = true }
        #expect(received)
        center.delegate = nil
    }
}
