struct MyWidgetBundle {}
