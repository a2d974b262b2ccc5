print("map-bench: todo")
